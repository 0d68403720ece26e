import { act, cleanup, render, screen } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The app itself is not under test: a stand-in shows where the router is and moves it on request.
vi.mock('../../src/App', () => ({
  App: function LocationProbe() {
    const location = useLocation();
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate('/contact')}>
        {location.pathname}
      </button>
    );
  },
}));

const { BrowserApp, createAppHistory } = await import('../../src/BrowserApp');

beforeEach(() => window.history.replaceState(null, '', '/use-cases/e-wallet'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the browser app’s router', () => {
  it('records its first history entry when its history is created, not while React renders', () => {
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const history = createAppHistory();
    expect(replaceState).toHaveBeenCalledTimes(1);

    replaceState.mockClear();
    render(<BrowserApp history={history} />);
    expect(screen.getByRole('button')).toHaveProperty('textContent', '/use-cases/e-wallet');
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('follows the address bar: where the page was opened, moves the app makes, and the back button', async () => {
    render(<BrowserApp history={createAppHistory()} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('/use-cases/e-wallet');

    act(() => button.click());
    expect(window.location.pathname).toBe('/contact');
    expect(button.textContent).toBe('/contact');

    const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await act(() => moved);
    expect(button.textContent).toBe('/use-cases/e-wallet');
  });
});
