import { describe, expect, it } from 'vitest';
import { contactRequest } from '../../src/shared/contact-message';
import type { ContactQueueStore, QueuedContact } from '../../src/shared/contact-queue-store';
import { createContactReplayer } from '../../src/shared/contact-replay';
import { RETENTION_MS, type Answer, type RetryState } from '../../src/shared/delivery-policy';
import type { UndeliveredMessage } from '../../src/shared/undelivered-messages';
import type { ContactNews } from '../../src/shared/worker-protocol';

/**
 * An in-memory queue (what IndexedDB holds: entries and their backoff), a scripted server and a
 * clock, as the replayer sees them. `restart()` makes a new replayer over the same storage, as when
 * the browser stops the service worker and starts it again.
 */
function setup(answers: Record<string, Answer[]>, ids = Object.keys(answers)) {
  let clock = 1_000_000;
  const queue: Omit<QueuedContact, 'retry'>[] = ids.map((submissionId, index) => ({
    id: index + 1,
    submissionId,
    queuedAt: clock,
    request: () =>
      contactRequest('https://forms.example/f/contact', { name: `Name ${submissionId}`, email: 'a@example.com', company: '', message: `Text ${submissionId}`, _gotcha: '' }, submissionId),
  }));
  const retries = new Map<string, RetryState>();
  const store: ContactQueueStore = {
    list: async () => queue.map((entry) => ({ ...entry, retry: retries.get(entry.submissionId) })),
    add: async () => true,
    remove: async ({ id, submissionId }) => {
      queue.splice(
        queue.findIndex((entry) => entry.id === id),
        1,
      );
      retries.delete(submissionId);
    },
    saveRetry: async (submissionId, state) => void retries.set(submissionId, state),
  };
  const sent: string[] = [];
  const told: ContactNews[] = [];
  const undelivered: UndeliveredMessage[] = [];
  const make = () =>
    createContactReplayer({
      store,
      keepUndelivered: async (message) => void undelivered.push(message),
      send: async (request) => {
        const id = String((await request.formData()).get('submission_id'));
        sent.push(id);
        const answer = answers[id]?.shift() ?? { kind: 'status', status: 200 };
        const body = answer.kind === 'status' && answer.status === 422 ? { errors: [{ field: 'email', message: 'should be an email' }] } : {};
        return { answer, response: answer.kind === 'status' ? Response.json(body, { status: answer.status }) : undefined };
      },
      tell: async (news) => void told.push(news),
      now: () => clock,
      random: () => 0.5,
    });
  return {
    replayer: make(),
    restart: make,
    queue,
    sent,
    told,
    undelivered,
    advance: (ms: number) => (clock += ms),
    setQueuedAt: (at: number) => queue.forEach((entry) => (entry.queuedAt = at)),
  };
}

const ok: Answer = { kind: 'status', status: 200 };
const unavailable: Answer = { kind: 'status', status: 503 };
const invalid: Answer = { kind: 'status', status: 422 };

describe('replaying the contact queue (the one replay, in the worker or the page)', () => {
  it('removes a message only after an OK answer, and tells the pages', async () => {
    const { replayer, queue, told } = setup({ a: [ok] });
    const summary = await replayer.replay('sync');
    expect(summary).toEqual({ delivered: 1, undelivered: 0, waiting: 0, failed: false });
    expect(queue).toHaveLength(0);
    expect(told).toEqual([{ type: 'CONTACT_DELIVERED', submissionId: 'a', waiting: 0 }]);
  });

  it('keeps a message the server answered 5xx, and waits its backoff before the next try', async () => {
    const { replayer, queue, sent, advance } = setup({ a: [unavailable, unavailable, ok] });
    expect((await replayer.replay('load')).waiting).toBe(1);
    expect(await replayer.nextRetryInMs()).toBe(2000);
    await replayer.replay('periodic');
    expect(sent).toEqual(['a']);
    advance(2000);
    await replayer.replay('periodic');
    expect(await replayer.nextRetryInMs()).toBe(4000);
    advance(4000);
    await replayer.replay('periodic');
    expect(sent).toEqual(['a', 'a', 'a']);
    expect(queue).toHaveLength(0);
  });

  it('keeps the backoff with the queue: a worker stopped and started again still waits it out', async () => {
    const { replayer, restart, sent, advance } = setup({ a: [unavailable, unavailable, ok] });
    await replayer.replay('load');
    await replayer.replay('periodic');
    const afterRestart = restart();
    await afterRestart.replay('periodic');
    expect(sent).toEqual(['a']);
    expect(await afterRestart.nextRetryInMs()).toBe(2000);
    advance(2000);
    await afterRestart.replay('periodic');
    expect(sent).toEqual(['a', 'a']);
    expect(await restart().nextRetryInMs()).toBe(4000);
  });

  it('sets aside a message the server refuses with a 4xx, readable with its text and reason, and tells the pages', async () => {
    const { replayer, queue, told, undelivered } = setup({ a: [invalid], b: [ok] });
    await replayer.replay('sync');
    expect(queue).toHaveLength(0);
    expect(undelivered).toEqual([
      {
        submissionId: 'a',
        fields: { name: 'Name a', email: 'a@example.com', company: '', message: 'Text a' },
        reason: 'refused',
        status: 422,
        detail: 'email: should be an email',
        at: 1_000_000,
      },
    ]);
    expect(told).toEqual([
      { type: 'CONTACT_UNDELIVERED', submissionId: 'a', reason: 'refused', waiting: 1 },
      { type: 'CONTACT_DELIVERED', submissionId: 'b', waiting: 0 },
    ]);
  });

  it('stops at the first network failure: the rest would fail alike', async () => {
    const { replayer, sent, queue } = setup({ a: [{ kind: 'network' }], b: [ok] });
    const summary = await replayer.replay('sync');
    expect(sent).toEqual(['a']);
    expect(queue).toHaveLength(2);
    expect(summary.failed).toBe(true);
  });

  it('goes on past a 5xx to the next message', async () => {
    const { replayer, sent, queue } = setup({ a: [unavailable], b: [ok] });
    await replayer.replay('sync');
    expect(sent).toEqual(['a', 'b']);
    expect(queue.map((entry) => entry.submissionId)).toEqual(['a']);
  });

  it('retries a network failure as soon as the connection is back', async () => {
    const { replayer, sent } = setup({ a: [{ kind: 'timeout' }, ok] });
    await replayer.replay('load');
    await replayer.replay('online');
    expect(sent).toEqual(['a', 'a']);
  });

  it('honours the backoff of a first try that failed while the visitor waited', async () => {
    const { replayer, sent } = setup({ a: [ok] });
    await replayer.noteFailure('a', unavailable);
    await replayer.replay('sync');
    expect(sent).toEqual([]);
  });

  it('runs one replay at a time, so two triggers never send a message twice', async () => {
    const { replayer, sent } = setup({ a: [ok], b: [ok] });
    await Promise.all([replayer.replay('sync'), replayer.replay('online'), replayer.replay('load')]);
    expect(sent).toEqual(['a', 'b']);
  });

  it('sets aside, unsent, a message older than 7 days: readable, not deleted quietly', async () => {
    const { replayer, sent, queue, setQueuedAt, advance, undelivered, told } = setup({ a: [ok] });
    setQueuedAt(0);
    advance(RETENTION_MS);
    await replayer.replay('sync');
    expect(sent).toEqual([]);
    expect(queue).toHaveLength(0);
    expect(undelivered).toMatchObject([{ submissionId: 'a', reason: 'expired', fields: { message: 'Text a' } }]);
    expect(told).toEqual([{ type: 'CONTACT_UNDELIVERED', submissionId: 'a', reason: 'expired', waiting: 0 }]);
  });
});
