import { PasswordResetPanel } from '../auth/screens/PasswordResetPanel';
import { CardPage } from '../components/page-blocks/CardPage';
import type { PasswordResetPage } from '../content/types';

/** The password reset page: a card like the sign-in page's, with the request or new-password form. */
export function PasswordResetTemplate({ page }: { page: PasswordResetPage }) {
  return (
    <CardPage titleId="reset-title" title={page.title}>
      <PasswordResetPanel intro={page.intro} />
    </CardPage>
  );
}
