import { AuthPanel } from '../auth/AuthPanel';
import { CardPage } from '../components/content/CardPage';
import { site } from '../content/site';
import type { AuthPage } from '../content/types';

/** The sign-in page: the provider's name, the subtitle, and the sign-in / sign-up card. */
export function AuthTemplate({ page }: { page: AuthPage }) {
  return (
    <CardPage titleId="auth-title" title={site.name}>
      <p className="mt-2 text-center text-muted">{page.subtitle}</p>
      <AuthPanel />
    </CardPage>
  );
}
