import { useEffect, useState, type ComponentType } from 'react';
import type { ExternalToast, ToasterProps, toast as sonnerToast } from 'sonner';
import { words } from './words';

/** The close buttons' name, as sonner's own default but from the messages. */
const toastOptions = { closeButtonAriaLabel: words.toasts.close };

type ToastKind = 'success' | 'error' | 'info' | 'message';
type Sonner = { toast: typeof sonnerToast; Toaster: ComponentType<ToasterProps> };

let requestMount: (() => void) | undefined;
let mountRequested = false;
let markMounted: (() => void) | undefined;
let mounted = new Promise<void>((resolve) => (markMounted = resolve));

const loadSonner = () => import('sonner') as Promise<Sonner>;

/** Loads sonner ahead of need (e.g. while still online) without showing anything. */
export function preloadToaster(): Promise<void> {
  return loadSonner().then(() => undefined);
}

/** A toast's options; `replaces`: the id of an earlier toast this one takes the place of, closed as it opens. */
export type ToastOptions = ExternalToast & { replaces?: string };

/**
 * Shows a sonner toast. sonner is not part of the initial JavaScript: the first toast loads it and
 * mounts the single <Toaster />, then every later call goes straight to it. If sonner cannot load
 * (offline before it was ever cached) the promise rejects and nothing else breaks.
 */
export async function notify(kind: ToastKind, message: string, options: ToastOptions = {}): Promise<string | number> {
  mountRequested = true;
  requestMount?.();
  const { toast } = await loadSonner();
  await mounted;
  const { replaces, ...shown } = options;
  if (replaces !== undefined) toast.dismiss(replaces);
  return kind === 'message' ? toast(message, shown) : toast[kind](message, shown);
}

/** The root's one Toaster, rendered only once a toast is asked for. */
export function AppToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    requestMount = () => {
      loadSonner()
        .then((sonner) => setToaster(() => sonner.Toaster))
        // A failed load leaves the page as it is; the next toast tries again.
        .catch(() => undefined);
    };
    // A toast may have been asked for before this effect ran.
    if (mountRequested) requestMount();
    return () => {
      requestMount = undefined;
    };
  }, []);

  useEffect(() => {
    if (!Toaster) return;
    markMounted?.();
    return () => {
      mounted = new Promise<void>((resolve) => (markMounted = resolve));
    };
  }, [Toaster]);

  if (!Toaster) return null;
  return (
    <Toaster
      richColors
      closeButton
      position="bottom-right"
      duration={5000}
      containerAriaLabel={words.toasts.region}
      toastOptions={toastOptions}
    />
  );
}
