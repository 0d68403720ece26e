/** An error answered to the client as JSON in the GoTrue error format. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;

  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export const badRequest = (code: string, message: string, extra?: Record<string, unknown>) =>
  new ApiError(400, code, message, extra);

export const notFound = () => new ApiError(404, 'not_found', 'Not found');

export const methodNotAllowed = () => new ApiError(405, 'method_not_allowed', 'Method not allowed');
