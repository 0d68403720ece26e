import type { AuthOutcome } from '../service/auth-outcome';
import { RetryButton } from '../forms/RetryButton';
import type { AuthRequest } from '../service/useAuthRequest';
import { words } from '../words';

export interface SendAgainProps {
  request: AuthRequest;
  /** Sends the same e-mail again (confirmation, reset link). */
  send(email: string): Promise<AuthOutcome>;
}

/** 'Didn't get the e-mail?' with a button to send it again, to the address the page's request names. */
export function SendAgain({ request, send }: SendAgainProps) {
  const email = request.resendTo ?? '';
  return (
    <div className="mt-3 flex flex-wrap items-start justify-between gap-3 rounded-lg border border-line p-3 text-sm">
      <p className="m-0 min-w-0 break-words text-muted">
        {words.sendAgain.before}
        <span className="font-medium text-fg">{email}</span>
        {words.sendAgain.after}
      </p>
      <RetryButton
        key={request.retryAt ?? 0}
        label={words.sendAgain.button}
        retryAt={request.retryAt ?? 0}
        busy={request.loading}
        onClick={() => void request.run(() => send(email))}
      />
    </div>
  );
}
