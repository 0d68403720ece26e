/** Placeholder: the signed-in user's menu with Sign Out (desktop header). Renders nothing when signed out. */
export function UserMenu() {
  return null;
}
