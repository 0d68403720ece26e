import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';

/**
 * A richer component that replaces static markup once the visitor reaches for it: `request` (put
 * it on the markup's pointer, focus and key handlers) loads it once, or `now` loads it at once;
 * `afterLoad`, given with the first request, runs as it arrives. Returns the component when
 * loaded; a failed load (offline) lets the next reach try again, and the static markup keeps
 * working meanwhile.
 */
export function useLoadOnReach<P extends object>(load: () => Promise<ComponentType<P>>, now = false) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const requested = useRef(false);
  const request = useCallback(
    (afterLoad?: () => void) => {
      if (requested.current) return;
      requested.current = true;
      load()
        .then((loaded) => {
          setComponent(() => loaded);
          afterLoad?.();
        })
        .catch(() => (requested.current = false));
    },
    [load],
  );
  useEffect(() => {
    if (now) request();
  }, [now, request]);
  return { Component, request };
}

/**
 * After the swap from static markup to the loaded component removed the element that had focus
 * (focus fell to the body), gives focus to its counterpart, in the same task as the swap's commit
 * so that no key pressed meanwhile is lost.
 */
export function useFocusAfterSwap(swapped: boolean, counterpart: () => HTMLElement | null | undefined): void {
  const repaired = useRef(false);
  useLayoutEffect(() => {
    if (!swapped || repaired.current) return;
    repaired.current = true;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) counterpart()?.focus();
  }, [swapped, counterpart]);
}
