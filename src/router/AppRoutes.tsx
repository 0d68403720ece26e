import { Navigate, Route, Routes } from 'react-router-dom';
import { pages, redirects } from '../content/registry';
import { notFoundPage } from '../templates/load-template';
import { PageRoute } from './PageRoute';

/** Its own chunk, like a template: the prerenderer and the browser's start load it first for a path no page has. */
function NotFoundRoute() {
  const { NotFoundPage } = useNotFoundPage();
  return <NotFoundPage />;
}

const useNotFoundPage = () => ({ NotFoundPage: notFoundPage.read() });

/** Every route comes from the content registry; aliases redirect; anything else is not found. */
export function AppRoutes() {
  return (
    <Routes>
      {pages.map((meta) => (
        <Route key={meta.path} path={meta.path} element={<PageRoute meta={meta} />} />
      ))}
      {[...redirects].map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
