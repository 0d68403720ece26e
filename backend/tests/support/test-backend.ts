import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startBackend, type BackendOptions, type RunningBackend } from '../../server.ts';

/** A clock the tests can move forward; it starts at real time so the client's own checks agree. */
export class TestClock {
  private offset = 0;
  readonly now = () => Date.now() + this.offset;
  advance(seconds: number): void {
    this.offset += seconds * 1000;
  }
}

/** supabase-js 2.119 on Node 20 needs a WebSocket class for realtime; auth tests never open one. */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used in these tests');
  }
}

export interface TestBackend extends RunningBackend {
  clock: TestClock;
  /** The real supabase-js client, no persistence, no auto refresh. */
  client(options?: { flowType?: 'implicit' | 'pkce' }): SupabaseClient;
  /** fetch relative to the backend URL. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** JSON from the test API, e.g. api('mail'). */
  api<T = unknown>(path: string, init?: RequestInit): Promise<T>;
  reset(settings?: Record<string, boolean>): Promise<void>;
}

export const API_VERSION_HEADERS = { 'X-Supabase-Api-Version': '2024-01-01', 'Content-Type': 'application/json' };

export async function startTestBackend(options: BackendOptions = {}): Promise<TestBackend> {
  const clock = new TestClock();
  const backend = await startBackend({ memory: true, port: 0, bcryptCost: 4, rateLimits: false, clock: clock.now, ...options });
  // Where it listens: its public URL (options.publicUrl) may name another port.
  const fetchBackend = (path: string, init?: RequestInit) => fetch(`${backend.listenUrl}${path}`, init);
  const api = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await fetchBackend(`/_emulator/api/${path}`, init);
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    ...backend,
    clock,
    fetch: fetchBackend,
    api,
    client: (clientOptions = {}) =>
      createClient(backend.listenUrl, backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...clientOptions },
        realtime: { transport: NoWebSocket as never },
      }),
    reset: async (settings = {}) => {
      await api('reset', { method: 'POST' });
      if (Object.keys(settings).length > 0) {
        await api('settings', { method: 'POST', body: JSON.stringify(settings), headers: { 'Content-Type': 'application/json' } });
      }
    },
  };
}

export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
}

/** The newest mail to an address. */
export async function lastMailTo(backend: TestBackend, email: string): Promise<StoredMail> {
  const mail = await backend.api<StoredMail[]>('mail');
  const found = mail.find((message) => message.to === email);
  if (!found) throw new Error(`no mail to ${email}`);
  return found;
}

/** Follows a link without following its redirect; returns the Location. */
export async function locationOf(url: string): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`${url}: HTTP ${response.status} without Location`);
  return new URL(location, url);
}

export const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1));
