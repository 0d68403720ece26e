import type { Session } from '@supabase/supabase-js';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** supabase-js stand-in: the page must not need it to show the stored profile. */
vi.mock('../../src/auth/service/supabase-instance', () => ({
  supabase: {
    auth: {
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
      getUser: async () => ({ data: { user: null }, error: { status: 0 } }),
      initialize: async () => ({ error: null }),
      signOut: async () => ({ error: null }),
    },
  },
}));

const { AuthProvider } = await import('../../src/auth/session/AuthProvider');
const { authStorageKey } = await import('../../src/before-hydration/session-key');
const { AccountPanel } = await import('../../src/account/AccountPanel');
const { RetryButton } = await import('../../src/auth/forms/RetryButton');
const { SignInRequired } = await import('../../src/auth/screens/SignInRequired');

function jwt(claims: object): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

const stored = {
  access_token: jwt({ sub: 'user-1', exp: 4102444800 }),
  refresh_token: 'refresh',
  expires_in: 3600,
  expires_at: 4102444800,
  token_type: 'bearer',
  user: {
    id: 'user-1',
    email: 'ada@example.com',
    updated_at: '2024-01-01T00:00:00Z',
    user_metadata: { first_name: 'Ada', last_name: 'Lovelace', company_role: 'CTO' },
  },
} as unknown as Session;

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** Renders at /account inside the auth provider, as the app does. */
function renderAccount(children: ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/account']}>
      <AuthProvider>{children}</AuthProvider>
    </MemoryRouter>,
  );
}

/** Disabled itself or through its fieldset, as the browser sees it (happy-dom's :disabled ignores fieldsets). */
const disabled = (element: HTMLElement) =>
  (element as HTMLButtonElement).disabled || element.closest('fieldset')?.disabled === true;

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  window.localStorage.clear();
  setOnline(true);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a page for signed-in visitors', () => {
  function Private() {
    return (
      <>
        <SignInRequired path="/account" />
        <Where />
      </>
    );
  }

  it('sends a visitor who is not signed in to /auth, to come back afterwards', async () => {
    renderAccount(<Private />);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/auth?next=%2Faccount'));
  });

  it('stays for a signed-in visitor', async () => {
    window.localStorage.setItem(authStorageKey, JSON.stringify(stored));
    renderAccount(<Private />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('where').textContent).toBe('/account');
  });
});

describe('the account page offline', () => {
  it('shows the stored profile read-only and says why editing waits; signing out of this device still works', async () => {
    window.localStorage.setItem(authStorageKey, JSON.stringify(stored));
    setOnline(false);
    renderAccount(<AccountPanel />);
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Ada'));
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/You are offline\..*editing waits until you are back online/);
    for (const label of ['First name', 'Last name', /^Company role/]) {
      expect(screen.getByLabelText(label)).toHaveProperty('readOnly', true);
    }
    expect(screen.getByLabelText(/^Company role/)).toHaveProperty('value', 'CTO');
    expect(disabled(screen.getByRole('button', { name: 'Save changes' }))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'Change password' }))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'Sign out of every device' }))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'Sign out of this device' }))).toBe(false);

    act(() => setOnline(true));
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveProperty('readOnly', false));
    expect(screen.queryByText(/You are offline/)).toBeNull();
    expect(disabled(screen.getByRole('button', { name: 'Save changes' }))).toBe(false);
  });
});

describe('asking for an e-mail again', () => {
  it('while the service’s limit runs: disabled, with a countdown, then available again', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(<RetryButton label="Send it again" retryAt={Date.now() + 3000} busy={false} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Send it again' });
    expect(disabled(button)).toBe(true);
    expect(screen.getByRole('timer').textContent).toBe('You can ask again in 3 s.');
    expect(screen.getByRole('status').textContent).toBe('Please wait 3 seconds before asking again.');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('You can ask again in 2 s.');
    expect(screen.getByRole('status').textContent).toBe('Please wait 3 seconds before asking again.');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(disabled(button)).toBe(false);
  });
});
