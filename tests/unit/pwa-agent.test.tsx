import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PwaAgent, promptUpdate } from '../../src/components/layout/PwaAgent';
import { notify } from '../../src/components/ui/toast';

vi.mock('../../src/components/ui/toast', () => ({ notify: vi.fn(() => Promise.resolve('id')) }));

function provideServiceWorker(container: Partial<ServiceWorkerContainer>) {
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
}

/** Fires the page's load event and waits until the lazily imported bridge got as far as `reached` says. */
async function settle(reached: () => void = () => undefined) {
  await act(async () => {
    window.dispatchEvent(new Event('load'));
  });
  await waitFor(reached);
  await act(async () => undefined);
}

// The agent imports the bridge lazily; loading it once here makes that import immediate in the
// tests, so what they wait for never depends on how long the first transform takes.
beforeAll(async () => {
  await import('../../src/pwa/service-worker-bridge');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PwaAgent', () => {
  it('renders the same empty live region on the server and before registration, its badge hidden, so hydration never differs', () => {
    const html = renderToString(<PwaAgent />);
    const { container } = render(<PwaAgent />);
    expect(container.innerHTML).toBe(html);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(container.querySelector('p')?.hidden).toBe(true);
    cleanup();
    document.head.querySelector('link[rel="manifest"]')?.remove();
  });

  it('links the web manifest once it runs, once, even where the browser has no service workers', () => {
    const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')].map((link) => link.getAttribute('href'));
    expect(links()).toEqual([]);
    render(<PwaAgent />);
    cleanup();
    render(<PwaAgent />);
    expect(links()).toEqual(['/manifest.webmanifest']);
    document.head.querySelector('link[rel="manifest"]')?.remove();
  });

  it('reports a registration refused for lack of storage as a console warning and keeps the page running', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    provideServiceWorker({
      controller: null,
      register: vi.fn(() => Promise.reject(quota)),
      addEventListener: vi.fn(),
    });
    render(<PwaAgent />);
    await settle(() => expect(warn).toHaveBeenCalled());

    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Service worker registration failed:', quota), { timeout: 10_000 });
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("says 'Ready to work offline' in its live region when the first worker is active", async () => {
    const worker = Object.assign(new EventTarget(), {
      state: 'installing' as ServiceWorkerState,
      scriptURL: new URL('/sw.js', window.location.href).href,
    });
    const registration = Object.assign(new EventTarget(), {
      active: null,
      waiting: null,
      installing: null as typeof worker | null,
      update: vi.fn(() => Promise.resolve()),
    });
    const register = vi.fn(() => Promise.resolve(registration as unknown as ServiceWorkerRegistration));
    provideServiceWorker({ controller: null, register, addEventListener: vi.fn() });
    render(<PwaAgent />);
    await settle(() => expect(register).toHaveBeenCalled());
    act(() => {
      registration.installing = worker;
      registration.dispatchEvent(new Event('updatefound'));
      worker.state = 'activated';
      worker.dispatchEvent(new Event('statechange'));
    });
    expect(screen.getByRole('status').textContent).toBe('Ready to work offline');
  });

  it('does nothing where the browser has no service workers', async () => {
    render(<PwaAgent />);
    await settle();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('the offer of a new version', () => {
  it("is a toast 'A new version is available' that stays until the visitor chooses Reload, which reloads", () => {
    const reload = vi.fn();
    promptUpdate(reload);
    const [kind, title, options] = vi.mocked(notify).mock.calls.at(-1)!;
    expect(kind).toBe('info');
    expect(title).toBe('A new version is available');
    expect(options).toMatchObject({ id: 'sw-update', duration: Infinity, action: { label: 'Reload' } });
    (options as unknown as { action: { onClick: () => void } }).action.onClick();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
