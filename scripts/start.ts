import { parseArgs } from 'node:util';
import { localSiteEnv, run, serveSite, startBackend } from './local/stack';

/** `npm start`: the local backend and the built site together, like production. Ctrl-C stops both. */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    'backend-port': { type: 'string', default: '54321' },
    memory: { type: 'boolean', default: false },
    'reset-data': { type: 'boolean', default: false },
  },
});
const sitePort = Number(values.port);
const siteUrl = `http://127.0.0.1:${sitePort}`;

const backend = await startBackend({
  port: Number(values['backend-port']),
  siteUrl,
  memory: values.memory,
  resetData: values['reset-data'],
});
try {
  await run('npx', ['tsx', 'scripts/build.ts'], localSiteEnv(backend, siteUrl));
} catch (error) {
  await backend.stop();
  throw error;
}
const server = await serveSite(sitePort);
console.log(`\n  Site:    ${siteUrl}/\n  Backend: ${backend.url}/ (mailbox, users, form inbox)\n\n  Ctrl-C stops both.\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all([server.stop(), backend.stop()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
