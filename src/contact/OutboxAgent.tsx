import { useEffect, useSyncExternalStore } from 'react';
import { getOutboxStatus, subscribeOutboxStatus, waitingCount, waitingLabel } from './outbox-status';

const noneOnServer = () => 0;

// The worker's news is rare: its handler (and the toasts) load with the first message.
function handleWorkerMessage(event: MessageEvent): void {
  import('./worker-messages').then(({ onWorkerMessage }) => onWorkerMessage(event)).catch(() => undefined);
}
const currentCount = () => waitingCount(getOutboxStatus());

function afterLoad(start: () => void): () => void {
  let idle: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    idle = setTimeout(start, 0);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    clearTimeout(idle);
  };
}

/**
 * Follows queued contact messages on every page: hears the service worker's news (delivered,
 * failed), starts the replays after load, and shows how many messages wait. The live region is
 * always rendered, empty on the server, so its later text is announced.
 */
export function OutboxAgent() {
  const waiting = useSyncExternalStore(subscribeOutboxStatus, currentCount, noneOnServer);

  useEffect(() => {
    const workers = navigator.serviceWorker;
    workers?.addEventListener('message', handleWorkerMessage);
    workers?.startMessages();
    const stop = afterLoad(() => {
      import('./outbox-runtime').then(({ startOutboxRuntime }) => startOutboxRuntime()).catch(() => undefined);
    });
    return () => {
      workers?.removeEventListener('message', handleWorkerMessage);
      stop();
    };
  }, []);

  return (
    <div role="status" className="pointer-events-none fixed bottom-4 left-4 z-40">
      {waiting > 0 && (
        <p className="m-0 flex items-center gap-2 rounded-full border border-line bg-card px-4 py-2 text-sm text-fg shadow-md">
          <span className="i-lucide-clock text-primary" aria-hidden="true" />
          {waitingLabel(waiting)}
        </p>
      )}
    </div>
  );
}
