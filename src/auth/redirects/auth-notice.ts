/** A message one page hands to the next in the router's state (never in the URL). */
export interface AuthNotice {
  kind: 'error' | 'success';
  message: string;
}

export const noticeState = (notice: AuthNotice) => ({ authNotice: notice });

export function readAuthNotice(state: unknown): AuthNotice | undefined {
  if (typeof state !== 'object' || state === null || !('authNotice' in state)) return undefined;
  const { authNotice } = state as { authNotice: Partial<AuthNotice> };
  const kindOk = authNotice?.kind === 'error' || authNotice?.kind === 'success';
  return kindOk && typeof authNotice.message === 'string' ? (authNotice as AuthNotice) : undefined;
}
