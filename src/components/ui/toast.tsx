import { lazy, Suspense, useEffect, useState } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type ToastKind = 'success' | 'error' | 'info' | 'message';

const LazySonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

let requestMount: (() => void) | undefined;
let mountRequested = false;

/**
 * Shows a sonner toast. sonner is not part of the initial JavaScript: the first toast loads it and
 * mounts the single <Toaster />, then every later call goes straight to it.
 */
export async function notify(kind: ToastKind, message: string, options?: ExternalToast): Promise<string | number> {
  mountRequested = true;
  requestMount?.();
  const { toast } = (await import('sonner')) as { toast: typeof sonnerToast };
  return kind === 'message' ? toast(message, options) : toast[kind](message, options);
}

export async function dismissToast(id: string | number): Promise<void> {
  const { toast } = await import('sonner');
  toast.dismiss(id);
}

/** The root's one Toaster, rendered only once a toast is asked for. */
export function AppToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    requestMount = () => setMounted(true);
    // A toast may have been asked for before this effect ran.
    if (mountRequested) requestMount();
    return () => {
      requestMount = undefined;
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazySonnerToaster richColors closeButton position="bottom-right" duration={5000} />
    </Suspense>
  );
}
