import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { CONTACT_CHANNEL } from '../shared/contact-names';
import { getOutboxStatus, subscribeOutboxStatus, waitingLabel, type OutboxStatus } from './outbox-status';
import { Icon } from '../components/ui/Icon';

const nothingOnServer: OutboxStatus = { waiting: 0, dueAt: null, undelivered: 0 };
const serverStatus = () => nothingOnServer;

// Rare, so loaded only when there is something to show: news of a message, the undelivered ones.
function handleNews(event: MessageEvent): void {
  import('./outbox').then(({ onContactNews }) => onContactNews(event.data)).catch(() => undefined);
}
const UndeliveredMessages = lazy(() => import('./UndeliveredMessages').then((module) => ({ default: module.UndeliveredMessages })));

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
 * Follows contact messages on every page: hears what became of each (from this page, another tab
 * or the service worker), starts the page's replay after load, shows how many messages wait, and
 * brings back the ones that could not be delivered. The live region is always rendered, empty on
 * the server, so its later text is announced.
 */
export function OutboxAgent() {
  const { waiting, undelivered } = useSyncExternalStore(subscribeOutboxStatus, getOutboxStatus, serverStatus);
  // Once shown, the panel stays: it hides itself when empty, after moving focus out of its last card.
  const [panel, setPanel] = useState(false);
  if (undelivered > 0 && !panel) setPanel(true);

  useEffect(() => {
    const news = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CONTACT_CHANNEL);
    news?.addEventListener('message', handleNews);
    // Offline before it was ever fetched (no worker yet): tried again when the connection is back.
    const start = () => {
      import('./outbox-runtime')
        .then(({ startOutboxRuntime }) => startOutboxRuntime())
        .catch(() => window.addEventListener('online', start, { once: true }));
    };
    const stop = afterLoad(start);
    return () => {
      news?.close();
      window.removeEventListener('online', start);
      stop();
    };
  }, []);

  return (
    <>
      <div role="status" className="pointer-events-none fixed bottom-4 left-4 z-40">
        {waiting > 0 && (
          <p className="m-0 flex items-center gap-2 rounded-full border border-line bg-card px-4 py-2 text-sm text-fg shadow-md">
            <Icon name="i-lucide-clock" className="text-primary" />
            {waitingLabel(waiting)}
          </p>
        )}
      </div>
      {panel && (
        <Suspense fallback={null}>
          <UndeliveredMessages count={undelivered} />
        </Suspense>
      )}
    </>
  );
}
