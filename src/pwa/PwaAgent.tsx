/** Placeholder: service worker registration, the update prompt and the 'ready offline' toast. */
export function PwaAgent() {
  return null;
}
