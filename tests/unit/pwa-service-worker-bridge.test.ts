import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker } from '../../src/pwa/service-worker-bridge';


class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  constructor(public active: FakeWorker | null) {
    super();
  }
  /** The browser found a new version of sw.js and starts installing it. */
  found(worker = new FakeWorker()): FakeWorker {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
}

class FakeContainer extends EventTarget {
  constructor(
    public controller: object | null,
    public registration: FakeRegistration,
  ) {
    super();
  }
  register = vi.fn(() => Promise.resolve(this.registration));
  changeController() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const start = (container: FakeContainer, offlineReady = vi.fn()) =>
  startServiceWorker(container as unknown as ServiceWorkerContainer, { offlineReady, updateReady });

/** The page's offers of a new version (the app shows each as a toast with Reload: tests/unit/pwa-agent.test.tsx). */
const updateReady = vi.fn<(reload: () => void) => void>();
const updateToasts = () => updateReady.mock.calls;

/** A controlled page where a new version is installed and the visitor presses Reload in its toast. */
async function acceptNewVersion() {
  const registration = new FakeRegistration(new FakeWorker());
  const container = new FakeContainer({}, registration);
  await start(container);
  const next = registration.found();
  next.become('installed');
  updateToasts()[0]![0]();
  return { container, next };
}

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  updateReady.mockClear();
  reload = vi.fn();
  sessionStorage.clear();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the first visit', () => {
  it("registers /sw.js for the whole site, storing the page's language, and reports 'offline ready' once the first worker is active", async () => {
    const registration = new FakeRegistration(null);
    const container = new FakeContainer(null, registration);
    const offlineReady = vi.fn();
    const worker = new FakeWorker();
    registration.installing = worker;
    await start(container, offlineReady);

    expect(container.register).toHaveBeenCalledWith('/sw.js?lang=en', { scope: '/' });
    worker.become('installed');
    expect(offlineReady).not.toHaveBeenCalled();
    worker.become('activating');
    worker.become('activated');
    expect(offlineReady).toHaveBeenCalledTimes(1);
    expect(updateToasts()).toEqual([]);
  });

  it('does not reload when the first worker takes control of the page', async () => {
    const container = new FakeContainer(null, new FakeRegistration(null));
    await start(container);
    container.changeController();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a page in another language than the worker stores', () => {
  it("asks for its own language's worker, which takes over without a toast and without reloading the page", async () => {
    const registration = new FakeRegistration(new FakeWorker());
    // This (English) page is controlled by the worker of a Chinese visit.
    const container = new FakeContainer({ scriptURL: 'https://site.test/sw.js?lang=zh' }, registration);
    await start(container);
    expect(container.register).toHaveBeenCalledWith('/sw.js?lang=en', { scope: '/' });
    registration.found().become('installed');
    expect(updateToasts()).toEqual([]);
    container.changeController();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a new version', () => {
  it('is announced by one toast with a fixed id and a Reload action, and waits for the visitor', async () => {
    const registration = new FakeRegistration(new FakeWorker());
    const container = new FakeContainer({}, registration);
    await start(container);
    const next = registration.found();
    next.become('installed');

    expect(updateToasts()).toHaveLength(1);
    expect(next.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('Reload asks the waiting worker to take over, and the page reloads once when it has', async () => {
    const { container, next } = await acceptNewVersion();

    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.changeController();
    container.changeController();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('not in charge 10 s after Reload (the page kept the old worker busy) is brought by reloading anyway', async () => {
    const { container } = await acceptNewVersion();

    vi.advanceTimersByTime(9_900);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(reload).toHaveBeenCalledTimes(1);
    // The takeover that follows does not reload this page a second time.
    container.changeController();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('still waiting on the page reloaded after Reload is not offered again: the page waits for it and reloads once it takes over', async () => {
    await acceptNewVersion();
    updateReady.mockClear();

    const registration = new FakeRegistration(new FakeWorker());
    const next = new FakeWorker();
    next.state = 'installed';
    registration.waiting = next;
    const container = new FakeContainer({}, registration);
    await start(container);
    expect(updateToasts()).toEqual([]);
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.changeController();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('that has taken over ends the Reload: a later version is offered with a toast again', async () => {
    await acceptNewVersion();
    updateReady.mockClear();

    await start(new FakeContainer({}, new FakeRegistration(new FakeWorker())));
    const registration = new FakeRegistration(new FakeWorker());
    registration.waiting = new FakeWorker();
    await start(new FakeContainer({}, registration));
    expect(updateToasts()).toHaveLength(1);
    expect(registration.waiting.postMessage).not.toHaveBeenCalled();
  });

  it('already waiting when the page opens is announced at once', async () => {
    const registration = new FakeRegistration(new FakeWorker());
    registration.waiting = new FakeWorker();
    await start(new FakeContainer({}, registration));
    expect(updateToasts()).toHaveLength(1);
  });

  it('activated from another tab reloads this one too, so no page runs old code against new files', async () => {
    const container = new FakeContainer({}, new FakeRegistration(new FakeWorker()));
    await start(container);
    container.changeController();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('update checks', () => {
  it('happen on load and then every hour', async () => {
    const registration = new FakeRegistration(new FakeWorker());
    await start(new FakeContainer({}, registration));
    expect(registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(registration.update).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(registration.update).toHaveBeenCalledTimes(3);
  });

  it('that fail (offline) are ignored until the next one', async () => {
    const registration = new FakeRegistration(new FakeWorker());
    registration.update.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(start(new FakeContainer({}, registration))).resolves.toBeUndefined();
    // A rejected check would surface as an unhandled rejection, which fails the run.
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });
});

describe('a version that cannot be installed', () => {
  it('(a missing file, a full disk) is reported as a console warning, with no toast, and the old worker stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const registration = new FakeRegistration(new FakeWorker());
    await start(new FakeContainer({}, registration));
    registration.found().become('redundant');

    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be saved'));
    expect(updateToasts()).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });
});
