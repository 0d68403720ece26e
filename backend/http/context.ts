import type { IncomingMessage } from 'node:http';
import { parseJsonObject, readBody } from './read-body.ts';

/** One request as the route handlers see it. */
export class RequestContext {
  readonly req: IncomingMessage;
  readonly url: URL;
  readonly params: Record<string, string>;
  readonly apiVersioned: boolean;
  private rawBody: Promise<Buffer> | undefined;

  constructor(req: IncomingMessage, url: URL, params: Record<string, string>) {
    this.req = req;
    this.url = url;
    this.params = params;
    this.apiVersioned = typeof req.headers['x-supabase-api-version'] === 'string';
  }

  get method(): string {
    return this.req.method ?? 'GET';
  }

  get ip(): string {
    return this.req.socket.remoteAddress ?? 'unknown';
  }

  header(name: string): string | undefined {
    const value = this.req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  }

  query(name: string): string | undefined {
    return this.url.searchParams.get(name) ?? undefined;
  }

  body(): Promise<Buffer> {
    this.rawBody ??= readBody(this.req);
    return this.rawBody;
  }

  async json(): Promise<Record<string, unknown>> {
    return parseJsonObject(await this.body());
  }

  bearer(): string | undefined {
    const match = /^Bearer\s+(.+)$/i.exec(this.header('authorization') ?? '');
    return match?.[1]?.trim();
  }
}
