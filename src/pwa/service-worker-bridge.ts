import { Workbox } from 'workbox-window';
import { notify } from '../components/ui/toast';

const HOUR = 60 * 60 * 1000;

export interface BridgeEvents {
  /** The first worker is active: every page is cached. */
  offlineReady(): void;
}

function promptUpdate(onReload: () => void): void {
  notify('info', 'A new version is available', {
    id: 'sw-update',
    duration: Infinity,
    action: { label: 'Reload', onClick: onReload },
  }).catch(() => undefined);
}

/**
 * Registers the service worker through workbox-window and runs the update flow: a new version
 * waits until the visitor chooses Reload in the toast; the page then reloads once, when the new
 * worker takes over. Any page that was controlled reloads on a change of worker (workbox-window
 * reports one taken over from another tab too), so none runs old code against new assets.
 */
export async function startServiceWorker(events: BridgeEvents): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  const controller = navigator.serviceWorker.controller;
  let reloadRequested = false;
  let reloading = false;
  workbox.addEventListener('controlling', () => {
    if ((controller || reloadRequested) && !reloading) {
      reloading = true;
      window.location.reload();
    }
  });
  workbox.addEventListener('waiting', () =>
    promptUpdate(() => {
      reloadRequested = true;
      workbox.messageSkipWaiting();
    }),
  );
  const installed = new WeakSet<ServiceWorker>();
  workbox.addEventListener('installed', (event) => installed.add(event.sw as ServiceWorker));
  workbox.addEventListener('redundant', (event) => {
    // Workbox installs all or nothing (a missing file, a full disk): the current version stays.
    if (event.sw && event.sw !== controller && !installed.has(event.sw)) {
      console.warn('The offline copy of the site could not be saved; it will be tried again later.');
    }
  });

  // The page has loaded already (PwaAgent waits for it): no reason to wait again.
  const registration = await workbox.register({ immediate: true });
  const firstInstall = !registration?.active;
  workbox.addEventListener('activated', (event) => {
    if (firstInstall && !event.isExternal) events.offlineReady();
  });

  const check = () => workbox.update().catch(() => undefined);
  if (!firstInstall) void check();
  window.setInterval(check, HOUR);
}
