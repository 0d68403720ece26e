import { site } from '../content/site';
import type { AuthPage } from '../content/types';

/** The sign-in page. The sign-in and sign-up forms are added by the auth module. */
export function AuthTemplate({ page }: { page: AuthPage }) {
  return (
    <div className="container flex min-h-screen items-center justify-center pt-24 pb-16">
      <section className="card w-full max-w-md" aria-labelledby="auth-title">
        <h1 id="auth-title" className="text-center text-2xl font-bold">
          {site.name}
        </h1>
        <p className="mt-2 text-center text-muted">{page.subtitle}</p>
      </section>
    </div>
  );
}
