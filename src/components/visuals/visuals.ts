import { useSyncExternalStore } from 'react';
import { loadable } from '../../shared/loadable';

type VisualComponents = typeof import('./visual-components');

/**
 * The components that draw the page visuals (mockups, flow diagrams): a chunk of their own, which
 * no page preloads. The prerenderer loads it first (the templates' `preload`), so a page's HTML
 * holds its visuals; hydration leaves that HTML as it is and never loads the chunk, since a drawing
 * has nothing to hydrate (React keeps a suspended boundary's prerendered HTML). Only a page the app
 * renders itself, after a navigation, loads it. A first visit pays for the visuals with their data
 * alone, in the page's content.
 */
const visuals = loadable(() => import('./visual-components'));

let loaded: VisualComponents | undefined;

export async function loadVisuals(): Promise<VisualComponents> {
  loaded = await visuals.load();
  return loaded;
}

/** A wait that never ends: hydration keeps the prerendered visuals for good. */
const forever = new Promise<never>(() => {});

const subscribe = () => () => {};

/**
 * The visuals' components for rendering: at once when loaded (prerendering); during hydration, never
 * (this suspends for good and the prerendered HTML stays); otherwise (a page rendered after a
 * navigation) once the chunk has arrived.
 */
export function useVisuals(): VisualComponents {
  const hydrating = !useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (loaded) return loaded;
  if (hydrating) throw forever;
  return visuals.read();
}
