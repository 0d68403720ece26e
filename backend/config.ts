import { fileURLToPath } from 'node:url';

export interface BackendOptions {
  /** TCP port on 127.0.0.1; 0 picks a free one. Default 54321. */
  port?: number;
  /** Run without disk (nothing survives stop). */
  memory?: boolean;
  /** Data folder for PGlite. Default backend/.data. Ignored with memory. */
  dataDir?: string;
  /** Empty the data folder before opening it (the way out of a damaged one). Default false. */
  resetData?: boolean;
  /** Confirm e-mail addresses on sign-up (no confirmation mail needed). Default false. */
  autoconfirm?: boolean;
  /** Refuse new sign-ups. Default false. */
  disableSignup?: boolean;
  /** The site's URL: default redirect target and allowed redirect/form origin. */
  siteUrl?: string;
  /**
   * The URL the site and the e-mails name this backend by, when it is not the one it listens on
   * (the end-to-end tests give each worker a backend of its own behind the one URL the built site
   * knows). Default: http://127.0.0.1:<port>.
   */
  publicUrl?: string;
  /** GoTrue-like rate limits (429). Default true. */
  rateLimits?: boolean;
  /** bcrypt cost factor. Default 10; tests use 4. */
  bcryptCost?: number;
  /** Seconds a revoked refresh token may still be used. Default 10. */
  refreshTokenReuseInterval?: number;
  /** Access token lifetime in seconds. Default 3600. */
  jwtExpiry?: number;
  /** Milliseconds since the epoch; tests inject a fake clock. Default Date.now. */
  clock?: () => number;
  /** Log each request to stdout. Default false. */
  logRequests?: boolean;
}

/** Switches the web UI and the test API may flip while running. */
export interface RuntimeSettings {
  autoconfirm: boolean;
  disableSignup: boolean;
  rateLimits: boolean;
}

export interface Config {
  /** Backend base URL as the site knows it, e.g. http://127.0.0.1:54321 (known once listening). */
  url: string;
  /** The ports requests may be addressed to: the one listened on, and the public URL's. */
  ownPorts: string[];
  siteUrl: string;
  bcryptCost: number;
  refreshTokenReuseInterval: number;
  jwtExpiry: number;
  /** The app clock: `clock` (or Date.now) plus `clockOffsetMs`. */
  now: () => number;
  /** How far the test API has moved the clock forward (e.g. to let e-mail links expire). */
  clockOffsetMs: number;
  settings: RuntimeSettings;
  initialSettings: RuntimeSettings;
}

export const DEFAULT_PORT = 54321;
export const DEFAULT_SITE_URL = 'http://127.0.0.1:4173';
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('./.data', import.meta.url));

export function buildConfig(options: BackendOptions): Config {
  const settings: RuntimeSettings = {
    autoconfirm: options.autoconfirm ?? false,
    disableSignup: options.disableSignup ?? false,
    rateLimits: options.rateLimits ?? true,
  };
  const clock = options.clock ?? Date.now;
  const config: Config = {
    url: '',
    ownPorts: [],
    siteUrl: (options.siteUrl ?? DEFAULT_SITE_URL).replace(/\/+$/, ''),
    bcryptCost: options.bcryptCost ?? 10,
    refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? 10,
    jwtExpiry: options.jwtExpiry ?? 3600,
    now: () => clock() + config.clockOffsetMs,
    clockOffsetMs: 0,
    settings,
    initialSettings: { ...settings },
  };
  return config;
}
