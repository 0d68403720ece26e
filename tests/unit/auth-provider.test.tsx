import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/** A stand-in for src/auth/service/supabase-instance.ts: the provider's only way to supabase-js. */
const fake = vi.hoisted(() => {
  const listeners = new Set<Listener>();
  const emit = (event: AuthChangeEvent, session: Session | null) => listeners.forEach((listener) => listener(event, session));
  const auth = {
    onAuthStateChange: vi.fn((listener: Listener) => {
      listeners.add(listener);
      return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
    }),
    getUser: vi.fn(async () => ({ data: { user: null }, error: null as { status: number } | null })),
    initialize: vi.fn(async () => ({ error: null as { name: string; message: string } | null })),
    signOut: vi.fn(async (_options: { scope: string }) => {
      emit('SIGNED_OUT', null);
      return { error: null };
    }),
  };
  return { listeners, emit, auth, loads: { count: 0 } };
});

vi.mock('../../src/auth/service/supabase-instance', () => {
  fake.loads.count += 1;
  return { supabase: { auth: fake.auth } };
});

function jwt(claims: object): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

function session(id = 'user-1', email = 'ada@example.com'): Session {
  return {
    access_token: jwt({ sub: id, exp: 4102444800 }),
    refresh_token: 'refresh',
    expires_in: 3600,
    expires_at: 4102444800,
    token_type: 'bearer',
    user: { id, email, aud: 'authenticated', app_metadata: {}, user_metadata: { first_name: 'Ada' }, created_at: '' },
  } as Session;
}

/** Fresh modules per test: the client loader remembers a loaded client, as it should in a page. */
async function loadAuthModules() {
  vi.resetModules();
  const [{ AuthProvider }, { useAuth }, { authStorageKey }, { UserMenu }] = await Promise.all([
    import('../../src/auth/session/AuthProvider'),
    import('../../src/auth/session/useAuth'),
    import('../../src/before-hydration/session-key'),
    import('../../src/auth/screens/UserMenu'),
  ]);
  function Probe() {
    const { user, session: current, loading } = useAuth();
    return (
      <p data-testid="state">{`${loading ? 'loading' : 'ready'} ${user?.email ?? 'signed-out'} ${current ? 'with-session' : 'no-session'}`}</p>
    );
  }
  const wrap = (children: ReactNode, url = '/') => (
    <MemoryRouter initialEntries={[url]}>
      <AuthProvider>{children}</AuthProvider>
    </MemoryRouter>
  );
  /** Where the router is, and the message handed along in its state. */
  function Where() {
    const location = useLocation();
    const notice = (location.state as { authNotice?: { message: string } } | null)?.authNotice?.message ?? '';
    return <p data-testid="where">{`${location.pathname}${location.search} ${notice}`.trim()}</p>;
  }
  return { AuthProvider, useAuth, authStorageKey, UserMenu, Probe, Where, wrap };
}

const stateText = () => screen.getByTestId('state').textContent;
const whereText = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  fake.loads.count = 0;
  fake.listeners.clear();
  vi.clearAllMocks();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(cleanup);

describe('useAuth', () => {
  it('throws outside an AuthProvider', async () => {
    const { Probe } = await loadAuthModules();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });
});

describe('AuthProvider', () => {
  it('renders signed out and loading on the server, whatever the browser has stored', async () => {
    const { wrap, Probe, UserMenu, authStorageKey } = await loadAuthModules();
    window.localStorage.setItem(authStorageKey, JSON.stringify(session()));
    const html = renderToString(wrap(<><Probe /><UserMenu /></>));
    expect(html).toContain('loading signed-out no-session');
    expect(html).toContain('Sign In');
    expect(html).not.toContain('Sign Out');
  });

  it('without a stored session: ready and signed out at once, and supabase-js is never loaded', async () => {
    const { wrap, Probe } = await loadAuthModules();
    render(wrap(<Probe />));
    await waitFor(() => expect(stateText()).toBe('ready signed-out no-session'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.loads.count).toBe(0);
  });

  it('with a stored session: the user at once, then follows the client’s events', async () => {
    const { wrap, Probe, authStorageKey } = await loadAuthModules();
    window.localStorage.setItem(authStorageKey, JSON.stringify(session()));
    render(wrap(<Probe />));
    await waitFor(() => expect(stateText()).toBe('ready ada@example.com with-session'));
    await waitFor(() => expect(fake.auth.onAuthStateChange).toHaveBeenCalledTimes(1));
    expect(fake.loads.count).toBe(1);

    act(() => fake.emit('TOKEN_REFRESHED', session('user-1', 'ada@new.example.com')));
    await waitFor(() => expect(stateText()).toBe('ready ada@new.example.com with-session'));
    act(() => fake.emit('SIGNED_OUT', null));
    await waitFor(() => expect(stateText()).toBe('ready signed-out no-session'));
  });

  it('asks the server about a restored session and signs out locally when it is refused', async () => {
    const { wrap, Probe, authStorageKey } = await loadAuthModules();
    window.localStorage.setItem(authStorageKey, JSON.stringify(session()));
    fake.auth.getUser.mockResolvedValueOnce({ data: { user: null }, error: { status: 403 } });
    render(wrap(<Probe />));
    await waitFor(() => expect(fake.auth.onAuthStateChange).toHaveBeenCalled());
    act(() => fake.emit('INITIAL_SESSION', session()));
    await waitFor(() => expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: 'local' }));
    await waitFor(() => expect(stateText()).toBe('ready signed-out no-session'));
  });

  it('keeps a restored session when the server cannot be reached', async () => {
    const { wrap, Probe, authStorageKey } = await loadAuthModules();
    window.localStorage.setItem(authStorageKey, JSON.stringify(session()));
    fake.auth.getUser.mockResolvedValueOnce({ data: { user: null }, error: { status: 0 } });
    render(wrap(<Probe />));
    await waitFor(() => expect(fake.auth.onAuthStateChange).toHaveBeenCalled());
    act(() => fake.emit('INITIAL_SESSION', session()));
    await waitFor(() => expect(fake.auth.getUser).toHaveBeenCalled());
    expect(fake.auth.signOut).not.toHaveBeenCalled();
    expect(stateText()).toBe('ready ada@example.com with-session');
  });

  it('with tokens in the URL: loading until the first auth event', async () => {
    const { wrap, Probe } = await loadAuthModules();
    window.history.replaceState(null, '', '/#access_token=a&refresh_token=b&expires_in=3600');
    render(wrap(<Probe />));
    await waitFor(() => expect(fake.auth.onAuthStateChange).toHaveBeenCalled());
    expect(stateText()).toBe('loading signed-out no-session');
    act(() => fake.emit('SIGNED_IN', session()));
    await waitFor(() => expect(stateText()).toBe('ready ada@example.com with-session'));
  });

  it('treats a tampered stored session as signed out, removes it and does not load the client', async () => {
    const { wrap, Probe, authStorageKey } = await loadAuthModules();
    window.localStorage.setItem(authStorageKey, JSON.stringify({ ...session(), user: { id: 'someone-else' } }));
    render(wrap(<Probe />));
    await waitFor(() => expect(stateText()).toBe('ready signed-out no-session'));
    expect(window.localStorage.getItem(authStorageKey)).toBeNull();
    expect(fake.loads.count).toBe(0);
  });

  it('signs out at once with the local scope, and a refresh landing meanwhile does not undo it', async () => {
    const { wrap, Probe, useAuth, authStorageKey } = await loadAuthModules();
    window.localStorage.setItem(authStorageKey, JSON.stringify(session()));
    let release = () => {};
    fake.auth.signOut.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          release = () => {
            fake.emit('SIGNED_OUT', null);
            resolve({ error: null });
          };
        }),
    );
    let signOut: () => Promise<void> = async () => {};
    function SignOutHandle() {
      signOut = useAuth().signOut;
      return null;
    }
    render(wrap(<><Probe /><SignOutHandle /></>));
    await waitFor(() => expect(fake.auth.onAuthStateChange).toHaveBeenCalled());

    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = signOut();
    });
    expect(stateText()).toBe('ready signed-out no-session');
    act(() => fake.emit('TOKEN_REFRESHED', session()));
    expect(stateText()).toBe('ready signed-out no-session');
    await waitFor(() => expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: 'local' }));
    await act(async () => {
      release();
      await done;
    });
    expect(stateText()).toBe('ready signed-out no-session');
  });
});

describe('coming back from an e-mail link or a social sign-in (PKCE)', () => {
  /** Opens `url` in the browser and the router, as a link from an e-mail would. */
  function arriveAt(url: string) {
    window.history.replaceState(null, '', url);
    return url;
  }

  it('a code this browser asked for: the client exchanges it, and the page waits for the first event', async () => {
    const { wrap, Probe, authStorageKey } = await loadAuthModules();
    window.localStorage.setItem(`${authStorageKey}-code-verifier`, JSON.stringify('verifier'));
    render(wrap(<Probe />, arriveAt('/?code=3f1c')));
    await waitFor(() => expect(fake.auth.onAuthStateChange).toHaveBeenCalled());
    expect(stateText()).toBe('loading signed-out no-session');
    act(() => fake.emit('SIGNED_IN', session()));
    await waitFor(() => expect(stateText()).toBe('ready ada@example.com with-session'));
  });

  it('a confirmation link opened in another browser: nothing loads, and /auth says the address is confirmed', async () => {
    const { wrap, Where } = await loadAuthModules();
    render(wrap(<Where />, arriveAt('/?code=3f1c')));
    await waitFor(() => expect(whereText()).toBe('/auth Your email address is confirmed. Sign in to continue.'));
    expect(fake.loads.count).toBe(0);
  });

  it('a recovery link opened in another browser: the reset page says why and offers a new link', async () => {
    const { wrap, Where } = await loadAuthModules();
    render(wrap(<Where />, arriveAt('/auth/reset-password?code=3f1c')));
    await waitFor(() => expect(whereText()).toMatch(/^\/auth\/reset-password This link was opened in a different browser/));
  });

  it('a code that fails to turn into a session: the service’s message, on /auth', async () => {
    const { wrap, Where, authStorageKey } = await loadAuthModules();
    window.localStorage.setItem(`${authStorageKey}-code-verifier`, JSON.stringify('verifier'));
    fake.auth.initialize.mockResolvedValueOnce({
      error: { name: 'AuthApiError', message: 'invalid flow state, flow state has expired' },
    });
    render(wrap(<Where />, arriveAt('/?code=3f1c')));
    await waitFor(() => expect(whereText()).toBe('/auth invalid flow state, flow state has expired'));
  });

  it('PASSWORD_RECOVERY brings the visitor to the new-password form, once: leaving it on purpose is allowed', async () => {
    const { wrap, Where, authStorageKey } = await loadAuthModules();
    window.localStorage.setItem(authStorageKey, JSON.stringify(session()));
    let go: (to: string) => void = () => {};
    function Leave() {
      go = useNavigate();
      return null;
    }
    render(wrap(<><Where /><Leave /></>, '/use-cases/bnpl'));
    await waitFor(() => expect(fake.auth.onAuthStateChange).toHaveBeenCalled());
    act(() => fake.emit('PASSWORD_RECOVERY', session()));
    await waitFor(() => expect(whereText()).toBe('/auth/reset-password'));
    act(() => go('/use-cases/bnpl'));
    act(() => fake.emit('PASSWORD_RECOVERY', session()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(whereText()).toBe('/use-cases/bnpl');
  });
});
