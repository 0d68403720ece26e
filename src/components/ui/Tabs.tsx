import { useId, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { StaticTabList } from './StaticTabList';
import { tabPanelClass } from './tab-styles';

export interface TabItem {
  value: string;
  label: string;
}

/** The ids that wire each tab to its panel (Ark's `ids` prop takes the same functions). */
export interface TabIds {
  trigger(value: string): string;
  content(value: string): string;
}

export interface TabListProps {
  items: readonly TabItem[];
  value: string;
  onValueChange(value: string): void;
  /** The tab list's accessible name. */
  label: string;
  ids: TabIds;
  /** Disables every tab (e.g. while a request runs). */
  disabled?: boolean;
  /**
   * False until the page has hydrated: a click on the prerendered tabs would do nothing yet, so they
   * say they are unavailable (aria-disabled, no change of look).
   */
  ready?: boolean;
}

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
  const [ArkTabList, setArkTabList] = useState<ComponentType<TabListProps> | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const requested = useRef(false);
  const loaded = useRef<ComponentType<TabListProps> | null>(null);
  // A press under way (pointer or key) on the static list: swapping now would drop its click.
  const pressing = useRef(false);
  const focusedId = useRef<string | null>(null);

  const { value, onValueChange } = props;
  const initial = useRef({ value, onValueChange });
  useLayoutEffect(() => {
    // index.html's early script switches the static tabs before hydration; from here React does,
    // starting from the tab the visitor chose meanwhile.
    const element = root.current;
    if (!element) return;
    element.setAttribute('data-hydrated', '');
    const chosen = element.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('data-value');
    if (chosen && chosen !== initial.current.value) initial.current.onValueChange(chosen);
  }, []);

  // A layout effect: focus is back in the same task as the swap's commit, so no key pressed in
  // between lands on the body and is lost.
  useLayoutEffect(() => {
    // The swap removed the focused static tab (focus fell to the body): focus the Ark tab with the
    // same id, the one focused last, even if a key moved it after the swap began.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (ArkTabList && focusedId.current && lost) document.getElementById(focusedId.current)?.focus();
  }, [ArkTabList]);

  const swap = () => {
    if (!loaded.current || pressing.current) return;
    const active = document.activeElement;
    focusedId.current = active && root.current?.contains(active) ? active.id : null;
    setArkTabList(() => loaded.current);
  };

  const upgrade = () => {
    if (requested.current) return;
    requested.current = true;
    loadArkTabList()
      .then((component) => {
        loaded.current = component;
        swap();
      })
      // Offline or failed: the static list keeps working, and the next reach tries again.
      .catch(() => (requested.current = false));
  };

  const press = (release: 'pointerup' | 'keyup') => {
    pressing.current = true;
    upgrade();
    const done = () => {
      window.removeEventListener(release, done, true);
      window.removeEventListener('pointercancel', done, true);
      // After the click this press produces (dispatched right after the release).
      setTimeout(() => {
        pressing.current = false;
        swap();
      }, 0);
    };
    window.addEventListener(release, done, true);
    window.addEventListener('pointercancel', done, true);
  };

  if (ArkTabList) {
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
      onPointerEnter={upgrade}
      onFocus={(event) => {
        focusedId.current = event.target.id || null;
        upgrade();
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
