import { Navigate, Route, Routes } from 'react-router-dom';
import { pages, redirects } from '../content/registry';
import { NotFoundPage } from '../templates/NotFoundPage';
import { PageRoute } from './PageRoute';

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
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
