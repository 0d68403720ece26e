import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import storageNotice from '../../src/content/pages/legal/storage.en.json' with { type: 'json' };
import { KeyReader, siteSources } from './storage-keys';

const root = join(import.meta.dirname, '../..');

/** The names the storage notice lists (the translations keep the same ones: the build checks it). */
const listed = storageNotice.sections.flatMap((section) => section.storage ?? []).map((entry) => entry.storageKey);

describe('the storage notice', () => {
  const used = new KeyReader(siteSources(root)).storedNames();

  it('lists every key, database and cache the site’s code keeps something under, and no other', () => {
    expect([...used].sort()).toEqual([...listed].sort());
  });

  it('is compared with what the code really uses: theme, session, contact messages, their sync and offline cache among them', () => {
    for (const name of ['tana-theme', 'sb-…-auth-token', 'contact-messages › …', 'workbox-background-sync › contact-outbox', 'workbox-precache-v2-…']) {
      expect(used).toContain(name);
    }
  });
});

describe('reading the keys from the code', () => {
  const read = (code: string) => new KeyReader([{ file: 'a.ts', code }]).storedNames();

  it('follows constants, prefixes, templates and helpers’ parameters to their values', () => {
    expect(read("const KEY = 'k1'; localStorage.setItem(KEY, '1');")).toEqual(new Set(['k1']));
    expect(read("const PREFIX = 'p:'; localStorage.removeItem(PREFIX + id);")).toEqual(new Set(['p:…']));
    expect(read("function read(key: string) { return localStorage.getItem(key); }\nread('k2'); read(`x-${id}`);")).toEqual(new Set(['k2', 'x-…']));
  });

  it('names IndexedDB keys with their database, idb-keyval’s own by default', () => {
    const code = "import { get, set } from 'idb-keyval';\nconst store = createStore('db', 'records');\nget('draft'); set(`retry:${id}`, value, store);";
    expect(read(code)).toEqual(new Set(['keyval-store › draft', 'db › retry:…']));
  });

  it('follows a store made on first use to its database', () => {
    const code = "import { get } from 'idb-keyval';\nlet store;\nconst records = () => (store ??= createStore('messages-db', 'records'));\nget(id, records());";
    expect(read(code)).toEqual(new Set(['messages-db › …']));
  });

  it('names the caches the code opens, and any cookie it writes (the notice says there is none)', () => {
    expect(read("const PAGES = 'pages-v1'; caches.open(PAGES);")).toEqual(new Set(['pages-v1']));
    expect(read("document.cookie = 'seen=1'; if (document.cookie == '') run();")).toEqual(new Set(['cookie …']));
  });
});
