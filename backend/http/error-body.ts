import { ApiError } from './api-error.ts';
import { json, type Reply } from './reply.ts';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

/**
 * New-format body `{code, message}` when the request carried X-Supabase-Api-Version,
 * legacy `{code: status, error_code, msg}` otherwise.
 */
export function errorReply(error: ApiError, apiVersioned: boolean): Reply {
  if (apiVersioned) {
    return json(
      error.status,
      { code: error.code, message: error.message, ...error.extra },
      { [API_VERSION_HEADER]: API_VERSION },
    );
  }
  return json(error.status, { code: error.status, error_code: error.code, msg: error.message, ...error.extra });
}
