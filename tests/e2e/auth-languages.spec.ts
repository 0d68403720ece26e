import { words as amAuth } from '../../src/auth/words.am';
import { words as zhAuth } from '../../src/auth/words.zh';
import { words as amSession } from '../../src/auth/session-words.am';
import { words as zhSession } from '../../src/auth/session-words.zh';
import { localeInfo } from '../../src/shared/locales';
import { pathIn } from '../../src/shared/site-paths';
import { words as enAuth } from '../../src/auth/words';
import { PASSWORD, authCard, createConfirmedUser, header, storedUserMetadata, uniqueEmail, withoutRateLimits } from '../support/auth-support';
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

for (const { locale, auth } of [{ locale: 'en', auth: enAuth }, ...languages] as const) {
  test(`signing up in ${localeInfo[locale].name} stores the page's language with the account, for the e-mails the project sends`, async ({
    page,
    backend,
  }) => {
    const email = uniqueEmail(`sign-up-${locale}`);
    await skipIntro(page);
    await page.goto(pathIn(locale, '/auth'));
    await page.getByRole('tab', { name: auth.panel.signUpTab }).click();
    const form = page.getByRole('tabpanel', { name: auth.panel.signUpTab });
    await form.getByLabel(auth.fields.email).fill(email);
    // Exact: in Amharic the first name's label is part of the last name's.
    await form.getByLabel(auth.fields.firstName, { exact: true }).fill('Ada');
    await form.getByLabel(auth.fields.lastName, { exact: true }).fill('Lovelace');
    await form.getByLabel(auth.fields.password, { exact: true }).fill(PASSWORD);
    const signUp = page.waitForRequest((request) => new URL(request.url()).pathname === '/auth/v1/signup');
    await form.getByRole('button', { name: auth.panel.createAccountButton }).click();
    expect((await signUp).postDataJSON()).toMatchObject({ data: { first_name: 'Ada', last_name: 'Lovelace', locale } });
    await expect(authCard(page).getByRole('status')).toHaveText(auth.signUp.confirmEmail);
    expect(await storedUserMetadata(backend, email)).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', locale });
  });
}
