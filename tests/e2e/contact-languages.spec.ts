import { words as amForm } from '../../src/contact/words.am';
import { words as zhForm } from '../../src/contact/words.zh';
import { words as amOutbox } from '../../src/contact/outbox-words.am';
import { words as zhOutbox } from '../../src/contact/outbox-words.zh';
import { localeInfo } from '../../src/shared/locales';
import { pathIn } from '../../src/shared/site-paths';
import { expectSubmissions, resetBackend } from '../support/contact-helpers';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

const languages = [
  { locale: 'zh', form: zhForm, outbox: zhOutbox },
  { locale: 'am', form: amForm, outbox: amOutbox },
] as const;

for (const { locale, form: words, outbox } of languages) {
  test(`the contact form in ${localeInfo[locale].name} speaks it: labels, checks and the toast; the message is delivered`, async ({
    page,
    backend,
  }) => {
    await resetBackend(backend);
    await skipIntro(page);
    await page.goto(`${pathIn(locale, '/')}#contact`);
    const form = page.getByRole('form', { name: words.formLabel });
      await expect(form).toHaveAttribute('data-ready', 'true');

    await form.getByLabel(words.fields.name).fill('Abebe Kebede');
    await form.getByLabel(words.fields.email).fill('abebe@example.com');
    await form.getByLabel(words.fields.message).fill('   ');
    await form.getByRole('button', { name: words.send }).click();
    await expect(form.getByText(words.problems.messageMissing)).toBeVisible();

    await form.getByLabel(words.fields.message).fill('ሰላም / 你好: a demo, please.');
    await form.getByRole('button', { name: words.send }).click();
    await expect(page.getByText(outbox.toasts.sent.title)).toBeVisible();
    await expect(page.getByText(outbox.toasts.sent.description)).toBeVisible();
    const [stored] = await expectSubmissions(backend, 1);
    expect(stored?.fields).toMatchObject({ name: 'Abebe Kebede', message: 'ሰላም / 你好: a demo, please.' });
  });
}
