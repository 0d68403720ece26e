/**
 * Something the page loads once (a chunk, a page's data) and then reads synchronously. Reading it
 * before it has loaded throws the loading promise, which is how React Suspense waits: a render
 * suspends, and during hydration React keeps the prerendered HTML until the value is there. A
 * failed load is forgotten, so the next read or load tries again.
 */
export interface Loadable<T> {
  /** Starts the load (once) and resolves with the value. */
  load(): Promise<T>;
  /** The value if loaded; otherwise suspends until `whenToLoad` (by default at once) and the load are done. */
  read(): T;
}

type State<T> = { status: 'pending'; promise: Promise<T> } | { status: 'ready'; value: T };

export function loadable<T>(fetch: () => Promise<T>, whenToLoad: () => Promise<void> = () => Promise.resolve()): Loadable<T> {
  let state: State<T> | undefined;
  let waiting: Promise<T> | undefined;

  function load(): Promise<T> {
    if (state) return state.status === 'ready' ? Promise.resolve(state.value) : state.promise;
    const promise = fetch().then((value) => {
      state = { status: 'ready', value };
      return value;
    });
    promise.catch(() => {
      state = undefined;
      waiting = undefined;
    });
    state = { status: 'pending', promise };
    return promise;
  }

  return {
    load,
    read() {
      if (state?.status === 'ready') return state.value;
      waiting ??= whenToLoad().then(load);
      throw waiting;
    },
  };
}
