import { AuthPanel } from '../auth/screens/AuthPanel';
import { CardPage } from '../components/page-blocks/CardPage';
import { site } from '../content/site';
import type { AuthPage } from '../content/types';

/** The sign-in page: the provider's name, the subtitle, and the sign-in / sign-up card. */
export function AuthTemplate({ page }: { page: AuthPage }) {
  return (
    <CardPage titleId="auth-title" title={site.name}>
      {/* Its heading is the provider's name: search results call the page by its own title. */}
      <p className="mt-2 text-center text-muted" data-pagefind-meta={`title:${page.title}`}>
        {page.subtitle}
      </p>
      <AuthPanel />
    </CardPage>
  );
}
