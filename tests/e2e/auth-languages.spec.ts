import { words as amAuth } from '../../src/auth/words.am';
import { words as zhAuth } from '../../src/auth/words.zh';
import { words as amSession } from '../../src/auth/session-words.am';
import { words as zhSession } from '../../src/auth/session-words.zh';
import { localeInfo } from '../../src/shared/locales';
import { pathIn } from '../../src/shared/site-paths';
import { PASSWORD, authCard, createConfirmedUser, header, withoutRateLimits } from '../support/auth-support';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

const languages = [
  { locale: 'zh', auth: zhAuth, session: zhSession },
  { locale: 'am', auth: amAuth, session: amSession },
] as const;

test.beforeAll(async ({ backend }) => withoutRateLimits(backend));

for (const { locale, auth, session } of languages) {
  test(`signing in in ${localeInfo[locale].name}: a wrong password is told in it, the right one signs in on its home page`, async ({
    page,
    backend,
  }) => {
    const email = await createConfirmedUser(backend, `language-${locale}`);
    await skipIntro(page);
    await page.goto(pathIn(locale, '/auth'));
    const signIn = page.getByRole('tabpanel', { name: auth.panel.signInTab });
    await signIn.getByLabel(auth.fields.email).fill(email);
    await signIn.getByLabel(auth.fields.password).fill('not-the-password');
    await signIn.getByRole('button', { name: auth.panel.signInButton }).click();
    await expect(authCard(page).getByRole('alert')).toHaveText(auth.serviceErrors.invalid_credentials);

    await signIn.getByLabel(auth.fields.password).fill(PASSWORD);
    await signIn.getByRole('button', { name: auth.panel.signInButton }).click();
    await expect(page).toHaveURL(pathIn(locale, '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', localeInfo[locale].tag);
    await expect(header(page).getByRole('button', { name: session.account.signOut })).toBeVisible();
  });
}
