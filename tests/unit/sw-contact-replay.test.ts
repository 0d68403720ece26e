import { describe, expect, it } from 'vitest';
import { RETENTION_MS, type Answer } from '../../src/contact/delivery-policy';
import { createContactReplayer, type QueuedContact } from '../../sw/contact-replay';
import type { ContactWorkerMessage } from '../../sw/protocol';

/** An in-memory queue, a scripted server and a clock, as the replayer sees them. */
function setup(answers: Record<string, Answer[]>, ids = Object.keys(answers)) {
  let clock = 1_000_000;
  const queue: QueuedContact[] = ids.map((submissionId, index) => ({
    id: index + 1,
    submissionId,
    queuedAt: clock,
    request: () => new Request('https://forms.example/f/contact', { method: 'POST', headers: { 'x-id': submissionId } }),
  }));
  const sent: string[] = [];
  const told: ContactWorkerMessage[] = [];
  const replayer = createContactReplayer({
    store: {
      list: async () => [...queue],
      remove: async (id) => {
        queue.splice(
          queue.findIndex((entry) => entry.id === id),
          1,
        );
      },
    },
    send: async (request) => {
      const id = request.headers.get('x-id') ?? '';
      sent.push(id);
      return answers[id]?.shift() ?? { kind: 'status', status: 200 };
    },
    tell: async (message) => {
      told.push(message);
    },
    now: () => clock,
    random: () => 0.5,
  });
  return { replayer, queue, sent, told, advance: (ms: number) => (clock += ms), setQueuedAt: (at: number) => queue.forEach((e) => (e.queuedAt = at)) };
}

const ok: Answer = { kind: 'status', status: 200 };
const unavailable: Answer = { kind: 'status', status: 503 };
const invalid: Answer = { kind: 'status', status: 422 };

describe('replaying the contact queue in the service worker', () => {
  it('removes a message only after an OK answer, and tells the pages', async () => {
    const { replayer, queue, told } = setup({ a: [ok] });
    const summary = await replayer.replay('sync');
    expect(summary).toEqual({ delivered: 1, dropped: 0, waiting: 0, failed: false });
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

  it('drops a message the server refuses with a 4xx, and tells the pages it failed', async () => {
    const { replayer, queue, told } = setup({ a: [invalid], b: [ok] });
    await replayer.replay('sync');
    expect(queue).toHaveLength(0);
    expect(told).toEqual([
      { type: 'CONTACT_FAILED', submissionId: 'a', status: 422, waiting: 1 },
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
    replayer.noteFailure('a', unavailable);
    await replayer.replay('sync');
    expect(sent).toEqual([]);
  });

  it('runs one replay at a time, so two triggers never send a message twice', async () => {
    const { replayer, sent } = setup({ a: [ok], b: [ok] });
    await Promise.all([replayer.replay('sync'), replayer.replay('online'), replayer.replay('load')]);
    expect(sent).toEqual(['a', 'b']);
  });

  it('forgets messages older than 7 days without sending them', async () => {
    const { replayer, sent, queue, setQueuedAt, advance } = setup({ a: [ok] });
    setQueuedAt(0);
    advance(RETENTION_MS);
    await replayer.replay('sync');
    expect(sent).toEqual([]);
    expect(queue).toHaveLength(0);
  });
});
