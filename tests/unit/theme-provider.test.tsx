import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../src/theme/ThemeProvider';
import { useTheme } from '../../src/theme/useTheme';

/** A controllable prefers-color-scheme media query. */
function fakeColorScheme(initiallyDark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    change(dark: boolean) {
      query.matches = dark;
      listeners.forEach((listener) => listener({ matches: dark }));
    },
  };
}

function Probe() {
  const { preference, resolved, toggle, setPreference } = useTheme();
  return (
    <>
      <p>
        {preference}/{resolved}
      </p>
      <button onClick={toggle}>toggle</button>
      <button onClick={() => setPreference('system')}>system</button>
    </>
  );
}

describe('ThemeProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('useTheme outside the provider throws a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useTheme must be used within a ThemeProvider');
  });

  it('defaults to system and follows the OS as it changes', () => {
    const scheme = fakeColorScheme(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('system/light')).toBeTruthy();
    act(() => scheme.change(true));
    expect(screen.getByText('system/dark')).toBeTruthy();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('the toggle switches light ↔ dark and saves the choice', () => {
    fakeColorScheme(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    act(() => screen.getByText('toggle').click());
    expect(screen.getByText('dark/dark')).toBeTruthy();
    expect(localStorage.getItem('tana-theme')).toBe('dark');
    act(() => screen.getByText('toggle').click());
    expect(screen.getByText('light/light')).toBeTruthy();
    expect(localStorage.getItem('tana-theme')).toBe('light');
    act(() => screen.getByText('system').click());
    expect(localStorage.getItem('tana-theme')).toBe('system');
  });

  it('starts from the saved choice', () => {
    fakeColorScheme(false);
    localStorage.setItem('tana-theme', 'dark');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('dark/dark')).toBeTruthy();
  });
});
