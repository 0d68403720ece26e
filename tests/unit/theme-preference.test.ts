import { describe, expect, it } from 'vitest';
import {
  applyTheme,
  readPreference,
  resolveTheme,
  savePreference,
  THEME_COLORS,
  THEME_STORAGE_KEY,
  toggledPreference,
} from '../../src/theme/theme-preference';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('theme preference', () => {
  it('resolves system from the OS colour scheme and keeps explicit choices', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('defaults to system when nothing, something unknown, or nothing readable is stored', () => {
    expect(readPreference(memoryStorage())).toBe('system');
    expect(readPreference(memoryStorage({ [THEME_STORAGE_KEY]: 'purple' }))).toBe('system');
    const blocked = { getItem: () => { throw new Error('SecurityError'); } };
    expect(readPreference(blocked)).toBe('system');
  });

  it('saves the choice under one fixed key and reads it back', () => {
    const storage = memoryStorage();
    savePreference(storage, 'dark');
    expect(THEME_STORAGE_KEY).toBe('tana-theme');
    expect(storage.data.get('tana-theme')).toBe('dark');
    expect(readPreference(storage)).toBe('dark');
  });

  it('does not throw when storage refuses to save', () => {
    const full = { setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => savePreference(full, 'light')).not.toThrow();
  });

  it('toggles between light and dark from the theme shown', () => {
    expect(toggledPreference('light')).toBe('dark');
    expect(toggledPreference('dark')).toBe('light');
  });

  it('applies the dark class and the browser theme colour to the document', () => {
    document.head.innerHTML = '<meta name="theme-color" content="#000000">';
    applyTheme(document, 'dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(THEME_COLORS.dark);
    applyTheme(document, 'light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(THEME_COLORS.light);
  });
});
