import { locale } from '../i18n/locale';
import { workerLanguage, workerUrl } from '../shared/worker-language';
import type { SkipWaitingMessage } from '../shared/worker-protocol';

const HOUR = 60 * 60 * 1000;
/**
 * How long the page waits for the new worker to take over before it reloads anyway. Chromium
 * stops the old worker as soon as the visitor chooses Reload and activates the new one once it is
 * stopped; but a request the page makes meanwhile (a chunk, an image) starts the old worker again,
 * and then it is only let go after its idle timeout of about 30 s. Reloading asks for the
 * activation again: the old worker goes as soon as the reloaded page is served, and that page
 * reloads once more when the new worker takes over.
 */
const TAKEOVER_WAIT_MS = 10_000;
/** Set for this tab while an accepted update has not taken over yet (survives that reload). */
const ACCEPTED_KEY = 'sw-update-accepted';
const skipWaiting: SkipWaitingMessage = { type: 'SKIP_WAITING' };

function rememberAccepted(accepted: boolean): void {
  try {
    if (accepted) sessionStorage.setItem(ACCEPTED_KEY, '1');
    else sessionStorage.removeItem(ACCEPTED_KEY);
  } catch {
    // Storage may be unavailable (a private window's quota): the toast is then simply shown again.
  }
}

function wasAccepted(): boolean {
  try {
    return sessionStorage.getItem(ACCEPTED_KEY) === '1';
  } catch {
    return false;
  }
}

export interface BridgeEvents {
  /** The first worker is active: every page is cached. */
  offlineReady(): void;
  /** A new version is installed and waits: ask the visitor, and call `reload` if they accept. */
  updateReady(reload: () => void): void;
}

/**
 * Registers the service worker by hand (workbox-window would do the same for 2 KB gzip more on
 * every page) and runs the update flow: a new version waits until the visitor
 * chooses Reload in the toast; the page then reloads once, when the new worker takes over. Any page
 * that was controlled reloads on a change of worker, so none runs old code against new assets.
 */
export async function startServiceWorker(container: ServiceWorkerContainer, events: BridgeEvents): Promise<void> {
  // A page in another language than the worker stores asks for that language's worker, which takes
  // over at once (sw/sw.ts); this page came from the network, so it need not reload for it.
  const switchingLanguage = Boolean(container.controller) && workerLanguage(container.controller!.scriptURL) !== locale;
  let controlled = Boolean(container.controller) && !switchingLanguage;
  let reloadRequested = false;
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  container.addEventListener('controllerchange', () => {
    if (controlled || reloadRequested) reload();
    controlled = true;
  });

  const accept = (worker: ServiceWorker) => {
    reloadRequested = true;
    rememberAccepted(true);
    worker.postMessage(skipWaiting);
  };
  /** A new version is installed and waits: ask the visitor, unless they already chose Reload. */
  const offer = (worker: ServiceWorker) => {
    if (wasAccepted()) return accept(worker);
    events.updateReady(() => {
      accept(worker);
      window.setTimeout(reload, TAKEOVER_WAIT_MS);
    });
  };

  const registration = await container.register(workerUrl(locale), { scope: '/' });
  const firstInstall = !registration.active;

  const follow = (worker: ServiceWorker) => {
    let installed = false;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') {
        installed = true;
        if (!firstInstall && !switchingLanguage) offer(worker);
      } else if (worker.state === 'activated' && firstInstall) {
        events.offlineReady();
      } else if (worker.state === 'redundant' && !installed) {
        // Workbox installs all or nothing (a missing file, a full disk): the current version stays.
        console.warn('The offline copy of the site could not be saved; it will be tried again later.');
      }
    });
  };

  if (registration.waiting && registration.active) offer(registration.waiting);
  else rememberAccepted(false);
  if (registration.installing) follow(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) follow(registration.installing);
  });

  const check = () => registration.update().catch(() => undefined);
  if (!firstInstall) void check();
  window.setInterval(check, HOUR);
}
