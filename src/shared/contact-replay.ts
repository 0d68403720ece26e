import { readContactPost } from './contact-message';
import type { ContactQueueStore, QueuedContact } from './contact-queue-store';
import { afterFailure, decide, isDue, isExpired, type Answer, type ReplayReason, type RetryState } from './delivery-policy';
import { refusalDetail, type SendResult } from './timed-send';
import { undelivered, type UndeliveredMessage } from './undelivered-messages';
import type { ContactNews } from './worker-protocol';

export interface ContactReplayDeps {
  store: ContactQueueStore;
  /** Keeps a message that cannot be delivered, for the visitor to see. */
  keepUndelivered(message: UndeliveredMessage): Promise<void>;
  send(request: Request): Promise<SendResult>;
  tell(news: ContactNews): Promise<void>;
  now?: () => number;
  random?: () => number;
}

export interface ReplaySummary {
  delivered: number;
  undelivered: number;
  waiting: number;
  /** A due message failed again (the sync should be retried by the browser). */
  failed: boolean;
}

/** Page and worker replay the one queue in turn, never at once (Web Locks; one chain where there are none). */
const LOCK = 'contact-queue-replay';
let chain: Promise<unknown> = Promise.resolve();

function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (locks) return locks.request(LOCK, work).then((result) => result);
  const next = chain.then(work);
  chain = next.catch(() => undefined);
  return next;
}

/**
 * Replays the contact queue: the one replay, run by the service worker where one is active and by
 * the page where none is. A message leaves the queue only after the service's OK (delivered), a
 * 4xx that retrying cannot fix, or its time limit; the last two are kept for the visitor to read
 * (undelivered), never deleted quietly. Anything else keeps it queued with a backoff that is
 * stored with the queue, so it outlives the worker.
 */
export function createContactReplayer(deps: ContactReplayDeps) {
  const now = deps.now ?? Date.now;

  async function waiting(): Promise<number> {
    return (await deps.store.list()).length;
  }

  async function setAside(entry: QueuedContact, reason: UndeliveredMessage['reason'], status?: number, detail = ''): Promise<void> {
    const { payload } = await readContactPost(entry.request()).catch(() => ({
      payload: { name: '', email: '', company: '', message: '' },
    }));
    await deps.keepUndelivered({ ...undelivered(entry.submissionId, payload, reason, detail, status), at: now() });
    await deps.store.remove(entry);
    await deps.tell({ type: 'CONTACT_UNDELIVERED', submissionId: entry.submissionId, reason, waiting: await waiting() });
  }

  async function run(reason: ReplayReason): Promise<ReplaySummary> {
    const summary: ReplaySummary = { delivered: 0, undelivered: 0, waiting: 0, failed: false };
    for (const entry of await deps.store.list()) {
      if (isExpired(entry.queuedAt, now())) {
        await setAside(entry, 'expired');
        summary.undelivered += 1;
        continue;
      }
      if (!isDue(entry.retry, now(), reason)) continue;
      const { answer, response } = await deps.send(entry.request());
      const decision = decide(answer);
      if (decision === 'retry') {
        await deps.store.saveRetry(entry.submissionId, afterFailure(entry.retry, answer, now(), deps.random));
        summary.failed = true;
        // Without a network the rest would fail the same way.
        if (answer.kind !== 'status') break;
        continue;
      }
      if (decision === 'deliver') {
        await deps.store.remove(entry);
        summary.delivered += 1;
        await deps.tell({ type: 'CONTACT_DELIVERED', submissionId: entry.submissionId, waiting: await waiting() });
      } else {
        summary.undelivered += 1;
        await setAside(entry, 'refused', answer.kind === 'status' ? answer.status : undefined, await refusalDetail(response));
      }
    }
    summary.waiting = await waiting();
    return summary;
  }

  return {
    replay: (reason: ReplayReason): Promise<ReplaySummary> => exclusively(() => run(reason)),

    /** A first try (made while the visitor waited) failed: start its backoff. */
    noteFailure(submissionId: string, answer: Answer, previous?: RetryState): Promise<void> {
      return deps.store.saveRetry(submissionId, afterFailure(previous, answer, now(), deps.random));
    },

    /** Milliseconds until the earliest queued message is due again; null when none waits. */
    async nextRetryInMs(): Promise<number | null> {
      const entries = await deps.store.list();
      const times = entries.map((entry) => entry.retry?.nextAt ?? now());
      return times.length === 0 ? null : Math.max(0, Math.min(...times) - now());
    },

    waiting,
  };
}

export type ContactReplayer = ReturnType<typeof createContactReplayer>;
