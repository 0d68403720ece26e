import { contactForm, expectSubmissions, fillContactForm, resetBackend, sendButton, setFormFault, submissions } from '../support/contact-helpers';
import { expect, test } from '../support/test';

/**
 * With JavaScript off the contact form is a plain HTML form: the browser posts it to the form
 * service, which sends the visitor to the site's confirmation page, or, when it refuses the post,
 * shows the reason and everything that was typed.
 */
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ backend }) => {
  await resetBackend(backend);
});

const grace = { name: 'Grace Hopper', email: 'grace@example.com', company: 'Navy', message: 'A plain form post.\nTwo lines.' };

test("Send delivers the message and lands on the site's confirmation page", async ({ page, backend }) => {
  await page.goto('/#contact');
  const form = contactForm(page);
  await fillContactForm(form, grace);
  await sendButton(form).click();

  await expect(page).toHaveURL(/\/contact\/sent$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message has been successfully sent!');
  await expect(page.getByText("we'll get back to you within 24 hours")).toBeVisible();
  const [stored] = await expectSubmissions(backend, 1);
  expect(stored?.fields).toMatchObject({ name: grace.name, email: grace.email, company: grace.company, message: grace.message });
});

test('a post the service refuses lands on a page with the error and every field as typed', async ({ page, backend }) => {
  await page.goto('/#contact');
  const form = contactForm(page);
  // The browser accepts an address without a dot in its domain; the form service does not (422).
  await fillContactForm(form, { ...grace, email: 'grace@localhost', message: 'Keep <this> & that' });
  await sendButton(form).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message was not sent');
  await expect(page.getByText('email: should be an email')).toBeVisible();
  await expect(page.getByText('Keep <this> & that')).toBeVisible();
  await expect(page.getByText('grace@localhost')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the form' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  expect(await submissions(backend)).toEqual([]);
});

test('a post the service cannot take now (503) also shows the text, so nothing is lost', async ({ page, backend }) => {
  await setFormFault(backend, { status: 503, count: 1 });
  await page.goto('/#contact');
  const form = contactForm(page);
  await fillContactForm(form, grace);
  await sendButton(form).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message was not sent');
  await expect(page.getByText('A plain form post.')).toBeVisible();
  expect(await submissions(backend)).toEqual([]);
});
