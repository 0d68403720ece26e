import { parseArgs } from 'node:util';
import { cmsApiUrl, DEFAULT_CMS_PORT, startCmsBackend } from './cms/local-backend';
import { localSiteEnv, root, run, serveSite, startBackend } from './local/stack';

/**
 * `npm start`: the local backend, the editor's local backend (decap-server, writing to this working
 * tree) and the built site together, like production. Ctrl-C stops them all.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    'backend-port': { type: 'string', default: '54321' },
    'cms-port': { type: 'string', default: String(DEFAULT_CMS_PORT) },
    memory: { type: 'boolean', default: false },
    'reset-data': { type: 'boolean', default: false },
  },
});
const sitePort = Number(values.port);
const siteUrl = `http://127.0.0.1:${sitePort}`;
const cmsPort = Number(values['cms-port']);

const backend = await startBackend({
  port: Number(values['backend-port']),
  siteUrl,
  memory: values.memory,
  resetData: values['reset-data'],
});
const stoppers = [() => backend.stop()];
const stopAll = () => Promise.all(stoppers.map((stop) => stop()));
try {
  const cms = await startCmsBackend({ port: cmsPort, repoDir: root });
  stoppers.push(() => cms.stop());
  await run('npx', ['tsx', 'scripts/build.ts'], localSiteEnv(backend, siteUrl, cms.apiUrl));
  const server = await serveSite(sitePort);
  stoppers.push(() => server.stop());
} catch (error) {
  await stopAll();
  throw error;
}
console.log(
  `\n  Site:    ${siteUrl}/\n  Backend: ${backend.url}/ (mailbox, users, form inbox)\n` +
    `  Editor:  ${siteUrl}/admin (Decap CMS; its local backend ${cmsApiUrl(cmsPort)} writes to this working tree)\n\n  Ctrl-C stops them all.\n`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stopAll();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
