import { notify } from '../components/ui/toast';
import type { SkipWaitingMessage } from '../shared/worker-protocol';

const HOUR = 60 * 60 * 1000;
const skipWaiting: SkipWaitingMessage = { type: 'SKIP_WAITING' };

export interface BridgeEvents {
  /** The first worker is active: every page is cached. */
  offlineReady(): void;
}

function promptUpdate(worker: ServiceWorker, onReload: () => void): void {
  notify('info', 'A new version is available', {
    id: 'sw-update',
    duration: Infinity,
    action: {
      label: 'Reload',
      onClick: () => {
        onReload();
        worker.postMessage(skipWaiting);
      },
    },
  }).catch(() => undefined);
}

/**
 * Registers the service worker by hand (workbox-window would do the same for 2 KB gzip more on
 * every page) and runs the update flow: a new version waits until the visitor
 * chooses Reload in the toast; the page then reloads once, when the new worker takes over. Any page
 * that was controlled reloads on a change of worker, so none runs old code against new assets.
 */
export async function startServiceWorker(container: ServiceWorkerContainer, events: BridgeEvents): Promise<void> {
  let controlled = Boolean(container.controller);
  let reloadRequested = false;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if ((controlled || reloadRequested) && !reloading) {
      reloading = true;
      window.location.reload();
    }
    controlled = true;
  });

  const registration = await container.register('/sw.js', { scope: '/' });
  const firstInstall = !registration.active;

  const follow = (worker: ServiceWorker) => {
    let installed = false;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') {
        installed = true;
        if (!firstInstall) promptUpdate(worker, () => (reloadRequested = true));
      } else if (worker.state === 'activated' && firstInstall) {
        events.offlineReady();
      } else if (worker.state === 'redundant' && !installed) {
        // Workbox installs all or nothing (a missing file, a full disk): the current version stays.
        console.warn('The offline copy of the site could not be saved; it will be tried again later.');
      }
    });
  };

  if (registration.waiting && registration.active) promptUpdate(registration.waiting, () => (reloadRequested = true));
  if (registration.installing) follow(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) follow(registration.installing);
  });

  const check = () => registration.update().catch(() => undefined);
  if (!firstInstall) void check();
  window.setInterval(check, HOUR);
}
