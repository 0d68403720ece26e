import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from './serve/static-server';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4173' }, dir: { type: 'string', default: 'dist' } } });
const port = Number(values.port);
const server = createStaticServer(resolve(values.dir));
server.listen(port, '127.0.0.1', () => console.log(`Site: http://127.0.0.1:${port}/`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
