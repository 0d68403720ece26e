/** What a route handler answers; the server turns it into an HTTP response. */
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Destroy the socket instead of answering (fault injection). */
  drop?: boolean;
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
  };
}

export function html(status: number, markup: string): Reply {
  return { status, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: markup };
}

export function redirect(location: string, status = 302): Reply {
  return { status, headers: { Location: location } };
}

export const noContent = (): Reply => ({ status: 204 });
