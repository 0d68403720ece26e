import type { ReactNode } from 'react';

/**
 * What the app puts into the site's chrome from its features, which the chrome does not know: the
 * way into search, and the visitor's account (src/App.tsx composes them).
 */
export interface HeaderSlots {
  /** The header's search button. */
  search: ReactNode;
  /** The header's account corner: sign in, or the signed-in visitor's menu. */
  account: ReactNode;
  /** The mobile menu's account items. */
  mobileAccount: ReactNode;
  /** Opens search (the mobile menu's Search row). */
  onSearch(): void;
}
