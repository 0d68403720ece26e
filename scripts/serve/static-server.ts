import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersFor, parseHeaders, parseRedirects, resolvePath, safePathname } from './resolve';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [relative(base, full).split('\\').join('/')];
  });
}

/**
 * Serves a built `dist/` the way Netlify or Cloudflare Pages would: `<path>.html` at `/<path>`,
 * `_redirects`, `_headers`, and `404.html` with status 404. Files are read once at start.
 */
export function createStaticServer(dir: string): Server {
  const files = new Set(listFiles(dir));
  const read = (name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '');
  const redirects = parseRedirects(read('_redirects'));
  const headerRules = parseHeaders(read('_headers'));
  const gzipCache = new Map<string, Buffer>();

  return createServer((request, response) => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method Not Allowed');
        return;
      }
      const rawPath = (request.url ?? '/').split('?')[0] ?? '/';
      const result = resolvePath(rawPath, files, redirects);
      // Rules match the requested path (a 404 gets the headers of the path asked for).
      const ruleHeaders = (defaults: Record<string, string>) => headersFor(safePathname(rawPath) ?? rawPath, headerRules, defaults);
      if (result.kind === 'redirect') {
        const query = request.url?.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        response.writeHead(301, ruleHeaders({ Location: result.location + query })).end();
        return;
      }
      const type = types[extname(result.file)] ?? 'application/octet-stream';
      let body: Buffer = readFileSync(join(dir, result.file));
      const headers = ruleHeaders({ 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' });
      if (compressible.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        const cached = gzipCache.get(result.file) ?? gzipSync(body);
        gzipCache.set(result.file, cached);
        body = cached;
        headers['Content-Encoding'] = 'gzip';
        headers.Vary = 'Accept-Encoding';
      }
      headers['Content-Length'] = String(body.length);
      response.writeHead(result.status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end('Internal Server Error');
    }
  });
}
