import { EARLY_INSTALL_OFFER } from '../before-hydration/contract';

/** Chromium's install offer (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** How the site can be installed here: the browser's own prompt, the iOS how-to, or not at all. */
export type InstallOffer = 'prompt' | 'ios' | null;

/** An offer the head script kept because it came before this module ran (src/before-hydration/head.ts). */
const early =
  typeof window !== 'undefined' ? (window as unknown as Record<string, BeforeInstallPromptEvent | undefined>)[EARLY_INSTALL_OFFER] : undefined;

let offered: BeforeInstallPromptEvent | null = early ?? null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

// Listening from the first module evaluation, so an offer made before any button mounts is kept.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    installed = true;
    changed();
  });
}

/** iOS Safari has no install prompt; its Share menu's 'Add to Home Screen' does it. */
function isIosBrowserTab(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return /iphone|ipad|ipod/i.test(navigator.userAgent) && !standalone && !matchMedia('(display-mode: standalone)').matches;
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function installOffer(): InstallOffer {
  if (offered) return 'prompt';
  return !installed && isIosBrowserTab() ? 'ios' : null;
}

export const noOfferOnServer = (): InstallOffer => null;

/** Shows the browser's install dialog; the offer is used up either way (the browser may make another). */
export async function promptInstall(): Promise<void> {
  const offer = offered;
  if (!offer) return;
  offered = null;
  changed();
  await offer.prompt();
  await offer.userChoice;
}
