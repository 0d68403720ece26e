import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/test-backend.ts';

const SITE = 'http://127.0.0.1:4173';
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ siteUrl: SITE, autoconfirm: true });
});
afterAll(() => backend.stop());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request, so the test sets Host and Origin as a browser (or an attacker's page) would. */
function send(path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: backend.port, path, method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const own = () => `127.0.0.1:${backend.port}`;
const userCount = async () => (await backend.api<unknown[]>('users')).length;

describe('a request whose Host is not this machine is refused (DNS rebinding)', () => {
  it('answers the loopback names with its own port', async () => {
    for (const host of [own(), `localhost:${backend.port}`, `[::1]:${backend.port}`]) {
      expect((await send('/_emulator/api/keys', { Host: host })).status, host).toBe(200);
    }
  });

  it('refuses any other name, or its name with another port, on every path', async () => {
    const hosts = ['evil.example.com', `evil.example.com:${backend.port}`, `127.0.0.1:${backend.port + 1}`, '127.0.0.1', `127.0.0.1.nip.io:${backend.port}`];
    for (const host of hosts) {
      for (const path of ['/_emulator/api/keys', '/settings', '/auth/v1/settings']) {
        const answer = await send(path, { Host: host });
        expect(answer.status, `${host} ${path}`).toBe(403);
        expect(answer.body, `${host} ${path}`).not.toContain(backend.serviceRoleKey);
      }
    }
  });
});

describe('the test API and the web UI from a browser: the backend itself and the site only', () => {
  it('lets Node scripts and tests in (no Origin), as npm start reads the keys', async () => {
    expect((await send('/_emulator/api/keys', { Host: own() })).status).toBe(200);
  });

  it('refuses another origin: no keys, and no reset', async () => {
    await backend.client().auth.signUp({ email: 'kept@example.com', password: 'secret-1' });
    const evil = { Host: own(), Origin: 'http://127.0.0.1:9999' };
    const keys = await send('/_emulator/api/keys', evil);
    expect(keys.status).toBe(403);
    expect(keys.body).not.toContain(backend.serviceRoleKey);
    expect(keys.headers['access-control-allow-origin']).toBeUndefined();
    expect((await send('/_emulator/api/reset', evil, 'POST')).status).toBe(403);
    expect((await send('/_emulator/api/reset', { ...evil, Origin: 'null' }, 'POST')).status).toBe(403);
    expect(await userCount()).toBe(1);
  });

  it('refuses a preflight from another origin', async () => {
    const preflight = await send(
      '/_emulator/api/reset',
      { Host: own(), Origin: 'https://evil.example.com', 'Access-Control-Request-Method': 'POST' },
      'OPTIONS',
    );
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a request without Origin made by another page (an <img> or <script> pointing here)', async () => {
    const answer = await send('/_emulator/api/keys', { Host: own(), 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors' });
    expect(answer.status).toBe(403);
  });

  it('answers the site, without credentials', async () => {
    const answer = await send('/_emulator/api/keys', { Host: own(), Origin: SITE });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(SITE);
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers its own pages, and a link followed to the web UI', async () => {
    expect((await send('/_emulator/api/settings', { Host: own(), Origin: `http://${own()}` })).status).toBe(200);
    const link = await send('/settings', { Host: own(), 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' });
    expect(link.status).toBe(200);
    expect(link.headers['x-frame-options']).toBe('DENY');
    expect(link.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('CORS never shares credentials', () => {
  it('the auth API allows any origin, without credentials', async () => {
    const answer = await send('/auth/v1/settings', { Host: own(), Origin: 'https://anywhere.example' });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('a backend reached by a public URL other than the one it listens on', () => {
  it('answers Host names with either port, and names the public URL in what it sends out', async () => {
    const publicUrl = 'http://127.0.0.1:54399';
    const behind = await startTestBackend({ siteUrl: SITE, autoconfirm: false, publicUrl });
    try {
      expect(behind.url).toBe(publicUrl);
      const keys = await behind.api<{ url: string }>('keys');
      expect(keys.url).toBe(publicUrl);
      const via = (host: string) =>
        new Promise<number>((resolve, reject) => {
          const outgoing = request({ host: '127.0.0.1', port: behind.port, path: '/auth/v1/settings', headers: { Host: host } }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          });
          outgoing.on('error', reject);
          outgoing.end();
        });
      expect(await via(`127.0.0.1:${behind.port}`)).toBe(200);
      expect(await via('127.0.0.1:54399')).toBe(200);
      expect(await via(`127.0.0.1:${behind.port + 1}`)).toBe(403);
      await behind.client().auth.signUp({ email: 'public-url@example.com', password: 'secret-1' });
      const [mail] = await behind.api<{ link: string }[]>('mail');
      expect(mail!.link.startsWith(`${publicUrl}/auth/v1/verify?`)).toBe(true);
    } finally {
      await behind.stop();
    }
  });
});
