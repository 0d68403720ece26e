import { ApiError } from '../http/api-error.ts';
import { isRecord } from '../auth/records.ts';

export interface FormFault {
  mode: 'status' | 'drop';
  status: number;
  /** Faults left; undefined with a rate (until cleared). */
  remaining?: number;
  /** Probability per post, 0..1. */
  rate?: number;
  /** With a rate: at most this many failures for one message (its submission_id); then it goes through. */
  perMessage?: number;
  /** With a rate: draws from a generator seeded with this, so a run's failures can be had again. */
  seed?: number;
}

export type FaultOutcome = { mode: 'status'; status: number } | { mode: 'drop' } | undefined;

const invalid = (message: string) => new ApiError(400, 'validation_failed', message);

function parseFormFault(spec: unknown): FormFault | undefined {
  if (spec === undefined || spec === null) return undefined;
  if (!isRecord(spec)) throw invalid('forms must be an object');
  const mode = spec.mode ?? 'status';
  if (mode !== 'status' && mode !== 'drop') throw invalid('forms.mode must be "status" or "drop"');
  const status = spec.status ?? 503;
  if (mode === 'status' && (!Number.isInteger(status) || (status as number) < 400 || (status as number) > 599)) {
    throw invalid('forms.status must be an HTTP status from 400 to 599');
  }
  if (spec.rate !== undefined) {
    const rate = spec.rate;
    if (typeof rate !== 'number' || rate < 0 || rate > 1) throw invalid('forms.rate must be a number from 0 to 1');
    const { perMessage, seed } = spec;
    if (perMessage !== undefined && (!Number.isInteger(perMessage) || (perMessage as number) < 1)) {
      throw invalid('forms.perMessage must be a positive integer');
    }
    if (seed !== undefined && !Number.isInteger(seed)) throw invalid('forms.seed must be an integer');
    return {
      mode,
      status: status as number,
      rate,
      ...(perMessage === undefined ? {} : { perMessage: perMessage as number }),
      ...(seed === undefined ? {} : { seed: seed as number }),
    };
  }
  const count = spec.count ?? 1;
  if (!Number.isInteger(count) || (count as number) < 1) throw invalid('forms.count must be a positive integer');
  return { mode, status: status as number, remaining: count as number };
}

/** A small seeded generator of numbers in [0, 1) (mulberry32): the same seed, the same draws. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Injected failures for the next form posts (POST /_emulator/api/faults). */
export class FormFaults {
  private fault: FormFault | undefined;
  /** Failures so far per submission_id, for a rate with `perMessage`. */
  private failures = new Map<string, number>();
  private random: () => number;

  constructor(private readonly unseeded: () => number = Math.random) {
    this.random = unseeded;
  }

  /** `{forms:{…}}` sets, `{}` or `{forms:null}` clears. */
  configure(body: Record<string, unknown>): void {
    this.fault = parseFormFault(body.forms);
    this.random = this.fault?.seed === undefined ? this.unseeded : seededRandom(this.fault.seed);
    this.failures.clear();
  }

  current(): FormFault | undefined {
    return this.fault ? { ...this.fault } : undefined;
  }

  clear(): void {
    this.fault = undefined;
    this.failures.clear();
  }

  /** Decides the fate of one form post (its submission_id, when it carries one). */
  next(submissionId = ''): FaultOutcome {
    const fault = this.fault;
    if (!fault) return undefined;
    if (fault.rate !== undefined) {
      const failed = this.failures.get(submissionId) ?? 0;
      if (fault.perMessage !== undefined && submissionId && failed >= fault.perMessage) return undefined;
      if (this.random() >= fault.rate) return undefined;
      if (submissionId) this.failures.set(submissionId, failed + 1);
    } else {
      fault.remaining = (fault.remaining ?? 1) - 1;
      if (fault.remaining <= 0) this.fault = undefined;
    }
    return fault.mode === 'drop' ? { mode: 'drop' } : { mode: 'status', status: fault.status };
  }
}
