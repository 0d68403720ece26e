/** Placeholder: 'Install app', shown only when the browser offers installation (or on iOS, a how-to). */
export function InstallAppButton(_props: { placement: 'header' | 'mobile' }) {
  return null;
}
