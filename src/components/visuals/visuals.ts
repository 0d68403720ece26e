import { loadable } from '../../shared/loadable';

/**
 * The components that draw the page visuals (mockups, flow diagrams): a chunk of their own, which
 * no page preloads. Prerendering loads it first (the templates' `preload`), so the HTML holds every
 * visual; in the browser, hydration suspends on it and React keeps that HTML until the chunk
 * arrives, after the page is interactive. The visuals cost a page's initial JavaScript nothing but
 * their data, which is in the page's content.
 */
const visuals = loadable(() => import('./visual-components'));

export const loadVisuals = visuals.load;

export const useVisuals = visuals.read;
