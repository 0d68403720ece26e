import { AuthProvider } from './auth/AuthProvider';
import { SiteLayout } from './components/layout/SiteLayout';
import { AppToaster } from './components/ui/toast';
import { LanguageOffer } from './components/layout/LanguageOffer';
import { OutboxAgent } from './contact/OutboxAgent';
import { PwaAgent } from './pwa/PwaAgent';
import { AppRoutes } from './router/AppRoutes';
import { ThemeProvider } from './theme/ThemeProvider';

/** The whole app, shared by the browser entry and the prerenderer. Each module mounts here once. */
export function App() {
  return (
    <ThemeProvider>
      <AuthProvider>
        <SiteLayout>
          <AppRoutes />
        </SiteLayout>
        <AppToaster />
        <PwaAgent />
        <LanguageOffer />
        <OutboxAgent />
      </AuthProvider>
    </ThemeProvider>
  );
}
