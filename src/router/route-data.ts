import { loadPageContent } from '../content/registry';
import type { PageContent } from '../content/types';
import { loadTemplate, type Template } from '../templates/load-template';

export interface RouteData {
  page: PageContent;
  Template: Template;
}

type Entry = { status: 'pending'; promise: Promise<RouteData> } | { status: 'ready'; data: RouteData };

const cache = new Map<string, Entry>();

/**
 * Loads a page's content and its template (each its own chunk), once, and what the template
 * preloads — except for hydration, where a template may leave parts of the prerendered HTML
 * alone until they are needed.
 */
export function preloadRoute(path: string, { hydrating = false } = {}): Promise<RouteData> {
  const data = loadRouteData(path);
  return hydrating ? data : data.then(async (loaded) => (await loaded.Template.preload?.(), loaded));
}

function loadRouteData(path: string): Promise<RouteData> {
  const entry = cache.get(path);
  if (entry) return entry.status === 'ready' ? Promise.resolve(entry.data) : entry.promise;
  const promise = loadPageContent(path).then(async (page) => {
    const data: RouteData = {
      page,
      Template: await loadTemplate(page.template),
    };
    cache.set(path, { status: 'ready', data });
    return data;
  });
  promise.catch(() => cache.delete(path));
  cache.set(path, { status: 'pending', promise });
  return promise;
}

/**
 * Reads a route's data synchronously once loaded, and suspends until it is otherwise. Hydration
 * and prerendering call `preloadRoute` first, so they render at once, exactly alike.
 */
export function useRouteData(path: string): RouteData {
  const entry = cache.get(path);
  if (entry?.status === 'ready') return entry.data;
  throw entry?.promise ?? preloadRoute(path);
}
