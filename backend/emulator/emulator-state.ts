import type { PGlite } from '@electric-sql/pglite';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { badRequest } from '../http/api-error.ts';
import type { Config, RuntimeSettings } from '../config.ts';
import { RESET_SQL } from '../db/schema.ts';
import type { FormFaults } from '../forms/form-faults.ts';
import type { SubmissionStore } from '../forms/submission-store.ts';

/** Everything the web UI and the test API inspect and switch. */
export interface EmulatorDeps {
  db: PGlite;
  config: Config;
  auth: AuthDeps;
  submissions: SubmissionStore;
  faults: FormFaults;
}

export function settingsJson(settings: RuntimeSettings) {
  return { autoconfirm: settings.autoconfirm, disable_signup: settings.disableSignup, rate_limits: settings.rateLimits };
}

const SETTING_KEYS: Record<string, keyof RuntimeSettings> = {
  autoconfirm: 'autoconfirm',
  disable_signup: 'disableSignup',
  rate_limits: 'rateLimits',
};

/** Applies `{autoconfirm?, disable_signup?, rate_limits?}` (booleans). */
export function applySettings(config: Config, patch: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(patch)) {
    const setting = SETTING_KEYS[key];
    if (!setting) throw badRequest('validation_failed', `Unknown setting "${key}"`);
    if (typeof value !== 'boolean') throw badRequest('validation_failed', `Setting "${key}" must be true or false`);
    config.settings[setting] = value;
  }
}

/** Applies `{advance: seconds}` to the app clock; a negative value moves it back, never before real time. */
export function advanceClock(config: Config, patch: Record<string, unknown>): void {
  const { advance } = patch;
  if (typeof advance !== 'number' || !Number.isFinite(advance)) {
    throw badRequest('validation_failed', '"advance" must be a number of seconds');
  }
  config.clockOffsetMs = Math.max(0, config.clockOffsetMs + advance * 1000);
}

export const clockJson = (config: Config) => ({ offset_seconds: config.clockOffsetMs / 1000 });

/** Empties users, sessions, mail and submissions; restores start-up settings and the clock; clears faults and limits. */
export async function resetEmulator(deps: EmulatorDeps): Promise<void> {
  await deps.db.exec(RESET_SQL);
  Object.assign(deps.config.settings, deps.config.initialSettings);
  deps.config.clockOffsetMs = 0;
  deps.faults.clear();
  deps.auth.limiter.clear();
}
