import { SiteLayout } from './components/layout/SiteLayout';
import { AppRoutes } from './router/AppRoutes';

/** The whole app, shared by the browser entry and the prerenderer. */
export function App() {
  return (
    <SiteLayout>
      <AppRoutes />
    </SiteLayout>
  );
}
