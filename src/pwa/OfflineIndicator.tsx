/** Placeholder: a discreet, accessible notice while the browser is offline. */
export function OfflineIndicator() {
  return null;
}
