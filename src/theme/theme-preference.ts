/** The visitor's theme choice and how it resolves, for the app and for the head script (src/before-hydration/head.ts). */

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

/** The one localStorage key of the visitor's theme choice ('light', 'dark' or 'system'). */
export const THEME_STORAGE_KEY = 'tana-theme';

/** On `<html>` when the resolved theme is dark (UnoCSS's `dark:` variants key on it). */
export const DARK_CLASS = 'dark';

export const DEFAULT_PREFERENCE: ThemePreference = 'system';

/** `<meta name="theme-color">` per theme: the page background of src/styles/theme.css. */
export const THEME_COLORS: Record<ResolvedTheme, string> = { light: '#f8fafc', dark: '#020617' };

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** The saved choice, or the default when nothing (or something unknown) is stored or storage is blocked. */
export function readPreference(storage: Pick<Storage, 'getItem'> | undefined): ThemePreference {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : DEFAULT_PREFERENCE;
  } catch {
    return DEFAULT_PREFERENCE;
  }
}

export function savePreference(storage: Pick<Storage, 'setItem'> | undefined, preference: ThemePreference): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage can be full or blocked (private mode): the choice then lasts for this page only.
  }
}

/** The toggle switches between light and dark, starting from what is shown now. */
export function toggledPreference(shown: ResolvedTheme): ThemePreference {
  return shown === 'dark' ? 'light' : 'dark';
}

/** Puts a resolved theme on the document: the `.dark` class and the browser's theme colour. */
export function applyTheme(doc: Document, theme: ResolvedTheme): void {
  doc.documentElement.classList.toggle(DARK_CLASS, theme === 'dark');
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}
