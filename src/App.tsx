import { lazy } from 'react';
import { AuthProvider } from './auth/session/AuthProvider';
import { UserMenu } from './auth/screens/UserMenu';
import type { HeaderSlots } from './components/layout/header-slots';
import { SearchLauncher } from './search/SearchLauncher';
import { openSearch } from './search/search-store';
import { SiteLayout } from './components/layout/SiteLayout';
import { AppToaster } from './components/ui/toast';
import { LanguageOffer } from './components/layout/LanguageOffer';
import { OutboxAgent } from './contact/OutboxAgent';
import { PwaAgent } from './components/layout/PwaAgent';
import { AppRoutes } from './router/AppRoutes';
import { ThemeProvider } from './theme/ThemeProvider';

// Shown only in the mobile menu, which loads on the first touch of its button: loaded with it.
const MobileAccountItems = lazy(() => import('./auth/screens/MobileAccountItems').then((module) => ({ default: module.MobileAccountItems })));

/** What the features put into the site's chrome. */
const header: HeaderSlots = {
  search: <SearchLauncher />,
  account: <UserMenu />,
  mobileAccount: <MobileAccountItems />,
  onSearch: openSearch,
};

/** The whole app, shared by the browser entry and the prerenderer. Each module mounts here once. */
export function App() {
  return (
    <ThemeProvider>
      <AuthProvider>
        <SiteLayout header={header}>
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
