import { useEffect, useState } from 'react';
import { Icon } from '../ui/Icon';
import { notify } from '../ui/toast';
import { linkManifest } from '../../pwa/manifest-link';
import { words } from '../../pwa/words';

/** A new version waits: the toast offers Reload, which `reload` carries out. */
export function promptUpdate(reload: () => void): void {
  notify('info', words.update.title, {
    id: 'sw-update',
    duration: Infinity,
    action: { label: words.update.reload, onClick: reload },
  }).catch(() => undefined);
}

const READY_SHOWN_MS = 6000;

/**
 * Links the web manifest once the app runs (src/pwa/manifest-link.ts), registers the service worker
 * (src/pwa/service-worker-bridge.ts) once the page has loaded (its code is fetched only then, so it
 * adds nothing to the page's first paint), says 'Ready to work offline' the first time the whole
 * site is cached, and offers a new version in a toast. The live region is always rendered, empty on
 * the server, so its text is announced; so is the badge, hidden, so that the page's own cut of the
 * stylesheet styles it and showing it adds only text (src/styles/whole-stylesheet.ts).
 */
export function PwaAgent() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    linkManifest(document);
    const container = navigator.serviceWorker;
    if (!container) return;
    const start = () => {
      import('../../pwa/service-worker-bridge')
        .then(({ startServiceWorker }) => startServiceWorker(container, { offlineReady: () => setReady(true), updateReady: promptUpdate }))
        .catch((error: unknown) => console.warn('Service worker registration failed:', error));
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => setReady(false), READY_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [ready]);

  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center">
      <p className="m-0 rounded-full border border-line bg-card px-4 py-2 text-sm text-fg shadow-md" hidden={!ready}>
        <span className="flex items-center gap-2">
          <Icon name="i-lucide-circle-check" className="text-primary" />
          {ready && words.readyOffline}
        </span>
      </p>
    </div>
  );
}
