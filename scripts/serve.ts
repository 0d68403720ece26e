import { parseArgs } from 'node:util';
import { servePages } from './serve/pages-dev';

/** `npm run serve`: a built site, served by Cloudflare's local runtime for Pages. */
const { values } = parseArgs({ options: { port: { type: 'string', default: '4173' }, dir: { type: 'string', default: 'dist' } } });
const server = await servePages(values.dir, Number(values.port));
console.log(`Site: ${server.url}/`);
const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
