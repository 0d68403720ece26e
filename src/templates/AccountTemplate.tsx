import { AccountPanel } from '../account/AccountPanel';
import { BackToHome } from '../components/content/BackToHome';
import type { AccountPage } from '../content/types';

/** The account page: a prerendered shell (headings, empty disabled forms); the data comes after hydration. */
export function AccountTemplate({ page }: { page: AccountPage }) {
  return (
    <div className="container max-w-3xl pt-24 pb-16">
      <BackToHome />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{page.title}</h1>
      <p className="mt-2 text-muted">{page.intro}</p>
      <AccountPanel />
    </div>
  );
}
