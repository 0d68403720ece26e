import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuthDeps } from './auth/auth-deps.ts';
import { addAuthRoutes } from './auth/auth-routes.ts';
import { authStores } from './auth/auth-transaction.ts';
import { sweepExpired } from './auth/expiry-sweep.ts';
import { loadJwtSecret } from './auth/jwt-secret.ts';
import { RateLimiter } from './auth/rate-limiter.ts';
import { TokenSigner } from './auth/tokens.ts';
import { buildConfig, DEFAULT_DATA_DIR, DEFAULT_PORT, type BackendOptions } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { addEmulatorApiRoutes } from './emulator/api-routes.ts';
import { FormFaults } from './forms/form-faults.ts';
import { submitForm } from './forms/form-route.ts';
import { SubmissionStore } from './forms/submission-store.ts';
import { Router } from './http/router.ts';
import { requestListener } from './http/serve-request.ts';
import { addUiRoutes } from './ui/ui-routes.ts';

export type { BackendOptions } from './config.ts';

/** How often expired flow states, OAuth states and ended sessions' tokens are swept while running. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export interface RunningBackend {
  /** e.g. http://127.0.0.1:54321: the public URL (options.publicUrl) when one is given */
  url: string;
  /** Where it listens, e.g. http://127.0.0.1:54321 */
  listenUrl: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  /** The data folder in use, or undefined with memory. */
  dataDir: string | undefined;
  stop(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Starts the local backend (auth, mailbox, forms, UI, test API) on 127.0.0.1. */
export async function startBackend(options: BackendOptions = {}): Promise<RunningBackend> {
  const config = buildConfig(options);
  const dataDir = options.memory ? undefined : (options.dataDir ?? DEFAULT_DATA_DIR);
  const database = await openDatabase(dataDir, { reset: options.resetData ?? false });
  const { db } = database;
  try {
    const router = new Router();
    const signer = new TokenSigner(await loadJwtSecret(db), config);
    const auth: AuthDeps = {
      db,
      config,
      keys: await signer.apiKeys(),
      ...authStores(db, config),
      signer,
      limiter: new RateLimiter(config.now, () => config.settings.rateLimits),
    };
    const submissions = new SubmissionStore(db, config.now);
    const faults = new FormFaults();
    const emulator = { db, config, auth, submissions, faults };
    addAuthRoutes(router, auth);
    router.add('POST', '/f/:formId', (ctx) => submitForm(ctx, { config, submissions, faults }));
    addEmulatorApiRoutes(router, emulator);
    addUiRoutes(router, emulator);

    const server = createServer(requestListener(router, config, options.logRequests ?? false));
    const port = await listen(server, options.port ?? DEFAULT_PORT);
    config.url = (options.publicUrl ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');
    config.ownPorts = [...new Set([String(port), new URL(config.url).port])];

    const sweep = () =>
      sweepExpired(db, config.now()).catch((error: unknown) => console.error('[backend] sweep failed:', error));
    await sweep();
    const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS).unref();

    let stopping: Promise<void> | undefined;
    const stop = () => {
      clearInterval(sweeper);
      stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => database.close());
      return stopping;
    };
    return { url: config.url, listenUrl: `http://127.0.0.1:${port}`, port, anonKey: auth.keys.anonKey, serviceRoleKey: auth.keys.serviceRoleKey, dataDir, stop };
  } catch (error) {
    await database.close();
    throw error;
  }
}
