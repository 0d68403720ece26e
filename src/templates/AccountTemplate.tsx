import { Suspense } from 'react';
import { BackToHome } from '../components/page-blocks/BackToHome';
import type { AccountPage } from '../content/types';
import { loadAccountBody, useAccountBody } from './account/account-body';

function AccountBody() {
  const { Panel } = useAccountBody();
  return <Panel />;
}

/**
 * The account page: a prerendered shell (headings, empty disabled forms); its body hydrates, with
 * the session's data, only for a signed-in visitor (everyone else goes to /auth).
 */
export function AccountTemplate({ page }: { page: AccountPage }) {
  return (
    <div className="container max-w-3xl pt-24 pb-16">
      <BackToHome />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{page.title}</h1>
      <p className="mt-2 text-muted">{page.intro}</p>
      <Suspense fallback={null}>
        <AccountBody />
      </Suspense>
    </div>
  );
}

AccountTemplate.preload = loadAccountBody;
