import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer } from '../../src/shared/delivery-policy';

/**
 * The one courier over the one store, as the page and the worker run it: idb-keyval in memory (what
 * IndexedDB holds), a scripted form service per submission id, and the clock.
 */
const memory = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  createStore: () => () => Promise.resolve(),
  get: async (key: string) => structuredClone(memory.get(key)),
  set: async (key: string, value: unknown) => void memory.set(key, structuredClone(value)),
  del: async (key: string) => void memory.delete(key),
  values: async () => [...memory.values()].map((value) => structuredClone(value)),
}));

const { replay, sendNow, sendUnstored, waitingRecord } = await import('../../src/shared/contact-delivery');
const { CONTACT_CHANNEL } = await import('../../src/shared/contact-names');
const { allRecords, putRecord } = await import('../../src/shared/contact-store');
const { RETENTION_MS } = await import('../../src/shared/delivery-policy');

const ok: Answer = { kind: 'status', status: 200 };
const unavailable: Answer = { kind: 'status', status: 503 };
const invalid: Answer = { kind: 'status', status: 422 };

let answers: Record<string, Answer[]> = {};
let sent: string[] = [];
let news: unknown[] = [];
let syncs = 0;
/** A page listening for news, opened afresh for each test: an earlier test's news never reach it. */
let listener: BroadcastChannel;
const courier = { url: 'https://forms.example/f/contact', askForSync: async () => void (syncs += 1) };
const fields = (id: string) => ({ name: `Name ${id}`, email: 'a@example.com', company: '', message: `Text ${id}`, _gotcha: '' });

async function serve(request: Request): Promise<Response> {
  const id = String((await request.formData()).get('submission_id'));
  sent.push(id);
  const answer = answers[id]?.shift() ?? ok;
  if (answer.kind !== 'status') throw new TypeError('Failed to fetch');
  const body = answer.status === 422 ? { error: 'Validation errors', errors: [{ field: 'email', message: 'should be an email' }] } : { ok: true };
  return Response.json(body, { status: answer.status });
}

/** Messages waiting since now, never tried, oldest first. */
async function waitingMessages(...ids: string[]) {
  for (const [index, id] of ids.entries()) await putRecord(waitingRecord(id, fields(id), Date.now() + index));
}
/** Web Locks as the browser grants them: one holder of a name at a time, in turn. */
const held = new Map<string, Promise<unknown>>();
const locks = {
  request(name: string, work: () => Promise<unknown>) {
    const next = (held.get(name) ?? Promise.resolve()).then(work);
    held.set(name, next.catch(() => undefined));
    return next;
  },
};

const states = async () => Object.fromEntries((await allRecords()).map((record) => [record.id, record.state]));

beforeEach(() => {
  memory.clear();
  answers = {};
  sent = [];
  news = [];
  listener = new BroadcastChannel(CONTACT_CHANNEL);
  listener.onmessage = (event) => news.push(event.data);
  syncs = 0;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
  vi.stubGlobal('fetch', serve);
  vi.stubGlobal('navigator', { locks });
});
afterEach(() => {
  listener.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a press of Send', () => {
  it("delivers the message under its id and removes its record; every page hears it", async () => {
    const delivery = await sendNow(courier, 'a', () => waitingRecord('a', fields('a')), 'draft');
    expect(delivery?.outcome).toBe('delivered');
    expect(sent).toEqual(['a']);
    expect(await allRecords()).toEqual([]);
    // The channel brings news in a task of its own, as late as a busy machine makes it.
    await expect.poll(() => news).toEqual([{ id: 'a', outcome: 'delivered' }]);
  });

  it('refused at the form: the message goes back to a draft, with the service\'s answer for the fields', async () => {
    answers = { a: [invalid] };
    const delivery = await sendNow(courier, 'a', () => waitingRecord('a', fields('a')), 'draft');
    expect(delivery).toMatchObject({ outcome: 'refused', body: { errors: [{ field: 'email' }] } });
    expect(await states()).toEqual({ a: 'draft' });
  });

  it('sends nothing when the stored record is not the press\'s to send', async () => {
    await putRecord({ ...waitingRecord('a', fields('a')), tries: 1 });
    expect(await sendNow(courier, 'a', () => undefined, 'draft')).toBeUndefined();
    expect(sent).toEqual([]);
  });
});

describe('replaying the waiting messages (the page while open, the worker on Background Sync)', () => {
  it('keeps a message the service answered 5xx, waits its backoff, and asks for a sync', async () => {
    answers = { a: [unavailable, unavailable, ok] };
    await waitingMessages('a');
    expect(await replay(courier, 'load')).toBe(1);
    expect(syncs).toBe(1);
    await replay(courier, 'periodic');
    expect(sent).toEqual(['a']);
    vi.setSystemTime(Date.now() + 2400);
    await replay(courier, 'periodic');
    vi.setSystemTime(Date.now() + 4800);
    expect(await replay(courier, 'periodic')).toBe(0);
    expect(sent).toEqual(['a', 'a', 'a']);
  });

  it('sets aside a message refused on replay, readable with its text and reason; every page hears it', async () => {
    answers = { a: [invalid] };
    await waitingMessages('a', 'b');
    await replay(courier, 'sync');
    const [aside] = await allRecords();
    expect(aside).toEqual({
      id: 'a',
      fields: fields('a'),
      state: 'set-aside',
      reason: 'refused',
      status: 422,
      detail: 'email: should be an email',
      setAsideAt: 1_000_000,
    });
    await expect.poll(() => news).toEqual([
      { id: 'a', outcome: 'set-aside' },
      { id: 'b', outcome: 'delivered' },
    ]);
  });

  it('stops at the first network failure (the rest would fail alike) and retries it once back online', async () => {
    answers = { a: [{ kind: 'network' }], b: [unavailable] };
    await waitingMessages('a', 'b');
    expect(await replay(courier, 'load')).toBe(2);
    expect(sent).toEqual(['a']);
    await replay(courier, 'online');
    // 'a' failed on the network: due again at once; 'b', refused by a failing service, waits its backoff.
    expect(sent).toEqual(['a', 'a', 'b']);
    await replay(courier, 'online');
    expect(sent).toEqual(['a', 'a', 'b']);
  });

  it('never sends a message twice when page and worker replay at once', async () => {
    await waitingMessages('a', 'b');
    await Promise.all([replay(courier, 'sync'), replay(courier, 'online'), replay(courier, 'load')]);
    expect(sent.sort()).toEqual(['a', 'b']);
  });

  it('sets aside, unsent, a message older than 7 days', async () => {
    await waitingMessages('a');
    vi.setSystemTime(Date.now() + RETENTION_MS + 1);
    await replay(courier, 'sync');
    expect(sent).toEqual([]);
    expect(await allRecords()).toMatchObject([{ id: 'a', state: 'set-aside', reason: 'expired', fields: { message: 'Text a' } }]);
  });

  it('leaves drafts and messages set aside alone', async () => {
    await putRecord({ id: 'd', state: 'draft', fields: fields('d'), savedAt: 0 });
    await putRecord({ id: 's', state: 'set-aside', fields: fields('s'), reason: 'refused', detail: '', setAsideAt: 0 });
    expect(await replay(courier, 'online')).toBe(0);
    expect(sent).toEqual([]);
    expect(await states()).toEqual({ d: 'draft', s: 'set-aside' });
  });
});

describe('where nothing can be stored (the visitor blocks site data)', () => {
  it('the press is tried once all the same, and a message that cannot go now is reported as not sent, never as saved', async () => {
    expect(await sendUnstored(courier, waitingRecord('a', fields('a')))).toMatchObject({ outcome: 'delivered' });
    answers = { b: [unavailable] };
    await expect(sendUnstored(courier, waitingRecord('b', fields('b')))).rejects.toThrow();
    answers = { c: [invalid] };
    expect(await sendUnstored(courier, waitingRecord('c', fields('c')))).toMatchObject({ outcome: 'refused' });
    expect(await allRecords()).toEqual([]);
  });
});

describe('what the early script stores', () => {
  it("is read strictly: the form's fields as posted, anything else left out", async () => {
    await putRecord({ ...waitingRecord('e', { ...fields('e') }), fields: { name: 'Ada', email: 'a@example.com', message: 'Hi', _next: 'https://x' } as never });
    await replay(courier, 'load');
    expect(sent).toEqual(['e']);
  });
});
