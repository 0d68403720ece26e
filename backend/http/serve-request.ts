import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';
import { formError } from '../forms/form-route.ts';
import { ApiError } from './api-error.ts';
import { RequestContext } from './context.ts';
import { authCorsHeaders, controlCorsHeaders, formCorsHeaders } from './cors.ts';
import { API_VERSION, API_VERSION_HEADER, errorReply } from './error-body.ts';
import type { Reply } from './reply.ts';
import { localOnlyRefusal } from './local-only.ts';
import type { Router } from './router.ts';

function requestUrl(req: IncomingMessage, base: string): URL {
  const raw = req.url ?? '/';
  const queryAt = raw.indexOf('?');
  const url = new URL(base);
  url.pathname = queryAt === -1 ? raw : raw.slice(0, queryAt);
  url.search = queryAt === -1 ? '' : raw.slice(queryAt);
  return url;
}

function corsFor(path: string, origin: string | undefined, config: Config): Record<string, string> {
  if (path.startsWith('/f/')) return formCorsHeaders(origin, config.siteUrl);
  if (path.startsWith('/auth/v1')) return authCorsHeaders();
  if (path.startsWith('/_emulator/api')) return controlCorsHeaders(origin, config.siteUrl);
  return {};
}

function failure(error: unknown, path: string, apiVersioned: boolean): Reply {
  const known =
    error instanceof ApiError ? error : new ApiError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
  if (!(error instanceof ApiError)) console.error('[backend] unhandled error:', error);
  if (path.startsWith('/f/')) return formError(known.status, [{ code: known.code, message: known.message }]);
  return errorReply(known, apiVersioned);
}

function send(req: IncomingMessage, res: ServerResponse, reply: Reply, headers: Record<string, string>): void {
  if (reply.drop) {
    req.socket.destroy();
    return;
  }
  const all: Record<string, string> = { 'Cache-Control': 'no-store', ...headers, ...reply.headers };
  if (reply.status === 413) {
    all.Connection = 'close';
  }
  res.writeHead(reply.status, all);
  res.end(req.method === 'HEAD' ? undefined : reply.body);
}

/** Turns a router into a node:http request listener that never throws. */
export function requestListener(router: Router, config: Config, log: boolean) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = requestUrl(req, config.url);
    const path = url.pathname;
    const cors = corsFor(path, req.headers.origin, config);
    const apiVersioned = typeof req.headers['x-supabase-api-version'] === 'string';
    const headers = apiVersioned && path.startsWith('/auth/v1') ? { ...cors, [API_VERSION_HEADER]: API_VERSION } : cors;
    const answer = async (): Promise<Reply> => {
      const refused = localOnlyRefusal(req.headers, path, config);
      if (refused) throw refused;
      if (req.method === 'OPTIONS') return { status: 204 };
      const { handler, params } = router.match(req.method ?? 'GET', path);
      return handler(new RequestContext(req, url, params));
    };
    answer()
      .catch((error: unknown) => failure(error, path, apiVersioned))
      .then((reply) => {
        if (log) console.log(`${req.method} ${path} ${reply.drop ? 'dropped' : reply.status}`);
        send(req, res, reply, headers);
      })
      .catch((error: unknown) => {
        console.error('[backend] could not answer:', error);
        res.destroy();
      });
  };
}
