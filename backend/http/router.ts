import { methodNotAllowed, notFound } from './api-error.ts';
import type { RequestContext } from './context.ts';
import type { Reply } from './reply.ts';

export type Handler = (ctx: RequestContext) => Promise<Reply> | Reply;

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

export interface Match {
  handler: Handler;
  params: Record<string, string>;
}

/** Path router: `/f/:formId` style patterns, 404 for unknown paths, 405 for wrong methods. */
export class Router {
  private readonly routes: Route[] = [];

  add(method: string, path: string, handler: Handler): this {
    const keys: string[] = [];
    const source = path
      .split('/')
      .map((part) => {
        if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        keys.push(part.slice(1));
        return '([^/]+)';
      })
      .join('/');
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`), keys, handler });
    return this;
  }

  match(method: string, path: string): Match {
    const onPath = this.routes.filter((route) => route.pattern.test(path));
    if (onPath.length === 0) throw notFound();
    const wanted = method === 'HEAD' ? 'GET' : method;
    const route = onPath.find((candidate) => candidate.method === wanted);
    if (!route) throw methodNotAllowed();
    const values = route.pattern.exec(path)?.slice(1) ?? [];
    const params = Object.fromEntries(route.keys.map((key, i) => [key, safeDecode(values[i] ?? '')]));
    return { handler: route.handler, params };
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
