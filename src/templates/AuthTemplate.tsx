import { AuthPanel } from '../auth/AuthPanel';
import { site } from '../content/site';
import type { AuthPage } from '../content/types';

/** The sign-in page: the provider's name, the subtitle, and the sign-in / sign-up card. */
export function AuthTemplate({ page }: { page: AuthPage }) {
  return (
    <div className="container flex min-h-screen items-center justify-center pt-24 pb-16">
      <section className="card w-full max-w-md" aria-labelledby="auth-title">
        <h1 id="auth-title" className="text-center text-2xl font-bold">
          {site.name}
        </h1>
        <p className="mt-2 text-center text-muted">{page.subtitle}</p>
        <AuthPanel />
      </section>
    </div>
  );
}
