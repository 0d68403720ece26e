import { PasswordResetPanel } from '../auth/PasswordResetPanel';
import type { PasswordResetPage } from '../content/types';

/** The password reset page: a card like the sign-in page's, with the request or new-password form. */
export function PasswordResetTemplate({ page }: { page: PasswordResetPage }) {
  return (
    <div className="container flex min-h-screen items-center justify-center pt-24 pb-16">
      <section className="card w-full max-w-md" aria-labelledby="reset-title">
        <h1 id="reset-title" className="text-center text-2xl font-bold">
          {page.title}
        </h1>
        <PasswordResetPanel intro={page.intro} />
      </section>
    </div>
  );
}
