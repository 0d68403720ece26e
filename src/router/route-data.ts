import { loadPageContent } from '../content/registry';
import type { PageContent } from '../content/types';
import { loadable, type Loadable } from '../shared/loadable';
import { loadTemplate, type Template } from '../templates/load-template';

export interface RouteData {
  page: PageContent;
  Template: Template;
}

const routes = new Map<string, Loadable<RouteData>>();

/** A page's content and its template (each its own chunk), loaded once. */
function routeData(path: string): Loadable<RouteData> {
  let route = routes.get(path);
  if (!route) {
    route = loadable(async () => {
      const page = await loadPageContent(path);
      return { page, Template: await loadTemplate(page.template) };
    });
    routes.set(path, route);
  }
  return route;
}

/**
 * Loads a page's content and template, and what the template preloads — except for hydration,
 * where a template may leave parts of the prerendered HTML alone until they are needed.
 */
export function preloadRoute(path: string, { hydrating = false } = {}): Promise<RouteData> {
  const data = routeData(path).load();
  return hydrating ? data : data.then(async (loaded) => (await loaded.Template.preload?.(), loaded));
}

/**
 * Reads a route's data synchronously once loaded, and suspends until it is otherwise. Hydration
 * and prerendering call `preloadRoute` first, so they render at once, exactly alike.
 */
export function useRouteData(path: string): RouteData {
  return routeData(path).read();
}
