import { Navigate, useLocation } from 'react-router-dom';
import { findPage, redirects } from '../content/registry';
import { normalizePath } from '../shared/site-paths';
import { notFoundPage } from '../templates/load-template';
import { PageRoute } from './PageRoute';

/** Its own chunk, like a template: the prerenderer and the browser's start load it first for a path no page has. */
function NotFoundRoute() {
  const { NotFoundPage } = useNotFoundPage();
  return <NotFoundPage />;
}

const useNotFoundPage = () => ({ NotFoundPage: notFoundPage.read() });

/**
 * Every route comes from the content registry; aliases redirect; anything else is not found. Every
 * path is static, so the address is looked up, not matched: react-router's `<Routes>` ranks its ~70
 * routes on each render, 8 ms of the longest task of a page's hydration on a cold start.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = findPage(pathname);
  if (page) return <PageRoute meta={page} />;
  const target = redirects.get(normalizePath(pathname));
  return target ? <Navigate to={target} replace /> : <NotFoundRoute />;
}
