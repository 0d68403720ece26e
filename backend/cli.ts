import { parseArgs } from 'node:util';
import { DataFolderInUseError } from './db/data-lock.ts';
import { DataFolderDamagedError } from './db/open-database.ts';
import { DEFAULT_PORT, DEFAULT_SITE_URL } from './config.ts';
import { startBackend } from './server.ts';

const USAGE = `Usage: npm run backend -- [options]
  --port <n>         port on 127.0.0.1 (default ${DEFAULT_PORT}; 0 = any free port)
  --memory           keep everything in memory (nothing survives a restart)
  --data <dir>       data folder (default backend/.data)
  --reset-data       empty the data folder first (the way out of a damaged one)
  --autoconfirm      confirm e-mail addresses on sign-up
  --site-url <url>   the site's URL (default ${DEFAULT_SITE_URL})
  --no-rate-limits   turn the GoTrue-like rate limits off
  --log              log every request
  --help             this text`;

function fail(message: string): never {
  console.error(`backend: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: {
        port: { type: 'string' },
        memory: { type: 'boolean' },
        data: { type: 'string' },
        'reset-data': { type: 'boolean' },
        autoconfirm: { type: 'boolean' },
        'site-url': { type: 'string' },
        'no-rate-limits': { type: 'boolean' },
        log: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const port = args.port === undefined ? DEFAULT_PORT : Number(args.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number, got "${args.port}"`);
  const siteUrl = args['site-url'];
  if (siteUrl !== undefined && !URL.canParse(siteUrl)) fail(`--site-url must be a URL, got "${siteUrl}"`);

  const backend = await startBackend({
    port,
    memory: args.memory ?? false,
    dataDir: args.data,
    resetData: args['reset-data'] ?? false,
    autoconfirm: args.autoconfirm ?? false,
    siteUrl,
    rateLimits: !args['no-rate-limits'],
    logRequests: args.log ?? false,
  }).catch((error: NodeJS.ErrnoException) => {
    if (error instanceof DataFolderInUseError || error instanceof DataFolderDamagedError) fail(error.message);
    if (error.code === 'EADDRINUSE') fail(`port ${port} on 127.0.0.1 is already in use (try --port <another>)`);
    throw error;
  });

  console.log(`Local backend: ${backend.url}
  Web UI            ${backend.url}/
  Supabase URL      ${backend.url}
  Form endpoint     ${backend.url}/f/<formId>
  Data              ${backend.dataDir ?? 'in memory'}
  Anon key          ${backend.anonKey}
  Service-role key  ${backend.serviceRoleKey}`);

  const shutdown = (signal: string) => {
    console.log(`\nbackend: ${signal}, stopping`);
    backend.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

await main();
