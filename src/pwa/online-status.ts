/** The browser's online state as an external store for useSyncExternalStore. */
export function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const isOnline = () => navigator.onLine;

/** The server (and the hydrating render) always assume online: the HTML never depends on it. */
export const onlineOnServer = () => true;
