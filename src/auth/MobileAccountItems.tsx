/** Placeholder: the mobile menu's account rows (the user and Sign Out), only when signed in. */
export function MobileAccountItems() {
  return null;
}
