import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { StaticTabList } from './StaticTabList';
import type { TabIds, TabListProps } from './tab-list-props';
import { tabPanelClass } from './tab-styles';
import { useFocusAfterSwap, useLoadOnReach } from './useLoadOnReach';
import { HYDRATED } from '../../before-hydration/contract';

const loadArkTabList = () => import('./ArkTabList').then((module) => module.ArkTabList);

/** Ids for one set of tabs and panels, stable between the prerender and hydration. */
export function useTabIds(): TabIds {
  const base = useId();
  return useMemo(
    () => ({ trigger: (value) => `${base}tab-${value}`, content: (value) => `${base}panel-${value}` }),
    [base],
  );
}

/**
 * The tab list only: the page renders the panels itself (see `TabPanel`), so they and what is typed
 * in them survive the swap below. The page prerenders and hydrates a static WAI-ARIA tab list; the
 * first pointer, focus or key on it loads Ark UI Tabs (~10 KB gzip), which replaces it, same look.
 */
export function Tabs({ className, ...props }: TabListProps & { className?: string }) {
  const { Component: ArkTabList, request } = useLoadOnReach(loadArkTabList);
  // A press under way (pointer or key) on the static list: swapping now would drop its click.
  const [pressing, setPressing] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const focusedId = useRef<string | null>(null);
  const swapped = ArkTabList !== null && !pressing;

  const { value, onValueChange } = props;
  const initial = useRef({ value, onValueChange });
  useLayoutEffect(() => {
    // the early script (src/before-hydration) switches the static tabs before hydration; from here React does,
    // starting from the tab the visitor chose meanwhile.
    const element = root.current;
    if (!element) return;
    element.setAttribute(HYDRATED, '');
    // A tab the early script focused (React saw no focus event then): the one to refocus after the swap.
    if (element.contains(document.activeElement)) focusedId.current = document.activeElement?.id || null;
    const chosen = element.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('data-value');
    if (chosen && chosen !== initial.current.value) initial.current.onValueChange(chosen);
  }, []);

  // The swap removed the focused static tab: focus the Ark tab with the same id, the one focused
  // last, even if a key moved it after the swap began.
  useFocusAfterSwap(
    swapped,
    useCallback(() => (focusedId.current ? document.getElementById(focusedId.current) : null), []),
  );

  const press = (release: 'pointerup' | 'keyup') => {
    setPressing(true);
    request();
    const done = () => {
      window.removeEventListener(release, done, true);
      window.removeEventListener('pointercancel', done, true);
      // After the click this press produces (dispatched right after the release).
      setTimeout(() => setPressing(false), 0);
    };
    window.addEventListener(release, done, true);
    window.addEventListener('pointercancel', done, true);
  };

  if (swapped) {
    return (
      <div className={className}>
        <ArkTabList {...props} />
      </div>
    );
  }
  return (
    <div
      ref={root}
      className={className}
      data-early-tabs=""
      onPointerEnter={() => request()}
      onFocus={(event) => {
        focusedId.current = event.target.id || null;
        request();
      }}
      onPointerDown={() => press('pointerup')}
      onKeyDown={() => press('keyup')}
    >
      <StaticTabList {...props} />
    </div>
  );
}

interface TabPanelProps {
  value: string;
  /** The selected tab's value. */
  selected: string;
  ids: TabIds;
  children: ReactNode;
}

/** A tab's panel. It stays mounted when inactive (hidden), so what it holds is kept. */
export function TabPanel({ value, selected, ids, children }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={ids.content(value)}
      aria-labelledby={ids.trigger(value)}
      hidden={value !== selected}
      className={tabPanelClass}
    >
      {children}
    </div>
  );
}
