import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A page whose HTML arrives in two parts, as on a connection that stalls in the middle of it. */
export interface StallingServer {
  /** The origin to load pages from: everything else passes straight through to the site. */
  origin: string;
  /** How many times the page's HTML has stalled (0 if `stallBefore` was not in it). */
  stalls(): number;
  close(): Promise<void>;
}

/**
 * Serves the site at `site` through a local proxy that sends the HTML of `path` up to the tag that
 * holds the first occurrence of `stallBefore` in its body, waits `stallMs`, then sends the rest. The
 * browser parses and may paint the first part while it waits, as behind a stalled mobile connection.
 */
export async function stallingServer(site: string, path: string, stallBefore: string, stallMs: number): Promise<StallingServer> {
  let stalls = 0;
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', site);
    const upstream = await fetch(url, { headers: { accept: request.headers.accept ?? '*/*' } });
    const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name)));
    response.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    const at = url.pathname === path ? body.indexOf(stallBefore, body.indexOf('<body')) : -1;
    if (at < 0) return response.end(body);
    const cut = body.lastIndexOf('<', at);
    stalls += 1;
    response.write(body.subarray(0, cut));
    await sleep(stallMs);
    response.end(body.subarray(cut));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stalls: () => stalls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
