import {
  afterFailure,
  decide,
  isDue,
  isExpired,
  type Answer,
  type ReplayReason,
  type RetryState,
} from '../src/contact/delivery-policy.ts';
import type { ContactWorkerMessage } from './protocol.ts';

/** One message in the worker's queue. */
export interface QueuedContact {
  id: number;
  submissionId: string;
  queuedAt: number;
  request(): Request;
}

/** The queue's storage: entries are only read here, and removed one by one after their answer. */
export interface ContactQueueStore {
  list(): Promise<QueuedContact[]>;
  remove(id: number): Promise<void>;
}

export interface ContactReplayDeps {
  store: ContactQueueStore;
  send(request: Request): Promise<Answer>;
  tell(message: ContactWorkerMessage): Promise<void>;
  now?: () => number;
  random?: () => number;
}

export interface ReplaySummary {
  delivered: number;
  dropped: number;
  waiting: number;
  /** A due message failed again (the sync should be retried by the browser). */
  failed: boolean;
}

/**
 * Replays the contact queue. A message leaves the queue only after the server's OK (delivered) or a
 * 4xx that retrying cannot fix (dropped, the page is told); anything else keeps it queued with
 * backoff. Replays run one at a time, so two triggers (a sync and a page's request) never send the
 * same message twice at once.
 */
export function createContactReplayer(deps: ContactReplayDeps) {
  const now = deps.now ?? Date.now;
  const retries = new Map<string, RetryState>();
  let running: Promise<unknown> = Promise.resolve();

  async function waiting(): Promise<number> {
    return (await deps.store.list()).length;
  }

  async function run(reason: ReplayReason): Promise<ReplaySummary> {
    const summary: ReplaySummary = { delivered: 0, dropped: 0, waiting: 0, failed: false };
    for (const entry of await deps.store.list()) {
      if (isExpired(entry.queuedAt, now())) {
        await deps.store.remove(entry.id);
        continue;
      }
      if (!isDue(retries.get(entry.submissionId), now(), reason)) continue;
      const answer = await deps.send(entry.request());
      const decision = decide(answer);
      if (decision === 'retry') {
        retries.set(entry.submissionId, afterFailure(retries.get(entry.submissionId), answer, now(), deps.random));
        summary.failed = true;
        // Without a network the rest would fail the same way.
        if (answer.kind !== 'status') break;
        continue;
      }
      await deps.store.remove(entry.id);
      retries.delete(entry.submissionId);
      const left = await waiting();
      if (decision === 'deliver') {
        summary.delivered += 1;
        await deps.tell({ type: 'CONTACT_DELIVERED', submissionId: entry.submissionId, waiting: left });
      } else {
        summary.dropped += 1;
        const status = answer.kind === 'status' ? answer.status : 0;
        await deps.tell({ type: 'CONTACT_FAILED', submissionId: entry.submissionId, status, waiting: left });
      }
    }
    summary.waiting = await waiting();
    return summary;
  }

  return {
    replay(reason: ReplayReason): Promise<ReplaySummary> {
      const next = running.then(() => run(reason));
      running = next.catch(() => undefined);
      return next;
    },

    /** The first try (made while the visitor waited) failed: start its backoff. */
    noteFailure(submissionId: string, answer: Answer): void {
      retries.set(submissionId, afterFailure(retries.get(submissionId), answer, now(), deps.random));
    },

    /** Milliseconds until the earliest queued message is due again; null when none has a backoff. */
    async nextRetryInMs(): Promise<number | null> {
      const entries = await deps.store.list();
      const times = entries.map((entry) => retries.get(entry.submissionId)?.nextAt ?? now());
      return times.length === 0 ? null : Math.max(0, Math.min(...times) - now());
    },

    waiting,
  };
}

export type ContactReplayer = ReturnType<typeof createContactReplayer>;
