import { useState } from 'react';
import { buttonClass } from '../../components/ui/button-styles';
import { useSecondsLeft } from '../screens/useSecondsLeft';
import { Icon } from '../../components/ui/Icon';
import { words } from '../words';

interface RetryButtonProps {
  label: string;
  /** When the service takes the request again (ms since the epoch); 0 when it does now. */
  retryAt: number;
  busy: boolean;
  onClick(): void;
}

/**
 * A button for asking for an e-mail again. While the service's limit runs, it is disabled and a
 * countdown says when it works again (a timer, announced once rather than every second). Key it by
 * `retryAt`.
 */
export function RetryButton({ label, retryAt, busy, onClick }: RetryButtonProps) {
  const seconds = useSecondsLeft(retryAt);
  const [wait] = useState(seconds);
  const waiting = seconds > 0;
  return (
    <div className="flex flex-col items-start gap-1">
      <button type="button" className={buttonClass('outline', 'sm')} disabled={busy || waiting} onClick={onClick}>
        <Icon name="i-lucide-mail-check" />
        {label}
      </button>
      {waiting && (
        <p role="timer" className="m-0 text-xs text-muted">
          {words.retry.countdown(seconds)}
        </p>
      )}
      {waiting && (
        <p role="status" className="sr-only">
          {words.retry.pleaseWait(wait)}
        </p>
      )}
    </div>
  );
}
