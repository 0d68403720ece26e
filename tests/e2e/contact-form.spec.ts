import { collectConsoleErrors } from '../support/console-errors';
import {
  contactUrl,
  expectSubmissions,
  failedToast,
  fillContactForm,
  openContactForm,
  resetBackend,
  sendButton,
  sentToast,
  storedDraftMessage,
  submissions,
} from '../support/contact-helpers';
import { expect, test } from '../support/test';

const ada = { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', message: 'We would like a demo.' };

test.beforeEach(async ({ backend }) => {
  await resetBackend(backend);
});

test.describe('the contact form, online', () => {
  test("shows 'Sending...', then the success toast, resets, and the message is stored once with its id", async ({ page, backend }) => {
    const errors = collectConsoleErrors(page);
    const form = await openContactForm(page);
    await fillContactForm(form, { ...ada, name: `  ${ada.name}  ` });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(contactUrl, async (route) => {
      await held;
      await route.continue();
    });
    const posted = page.waitForRequest(contactUrl);
    await sendButton(form).click();
    await expect(sendButton(form)).toHaveText('Sending...');
    await expect(sendButton(form)).toBeDisabled();
    const request_ = await posted;
    expect(request_.headers()['accept']).toBe('application/json');
    expect(request_.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    release();

    await expect(page.getByText(sentToast)).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(sendButton(form)).toHaveText('Send Message');

    const [stored] = await expectSubmissions(backend, 1);
    expect(stored?.submission_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stored?.fields).toEqual({ ...ada, _gotcha: '', submission_id: stored?.submission_id });
    expect(errors).toEqual([]);
  });

  test("a 4xx from the service keeps the text and shows the service's field error next to the field", async ({ page, backend }) => {
    const form = await openContactForm(page);
    // The browser accepts an address without a dot in its domain; the form service does not (422).
    await fillContactForm(form, { ...ada, email: 'ada@localhost' });
    await sendButton(form).click();

    await expect(page.getByText(failedToast)).toBeVisible();
    await expect(page.getByText('Please try again later or contact us directly.')).toBeVisible();
    const email = form.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email: Should be an email.');
    await expect(email).toBeFocused();
    await expect(email).toHaveValue('ada@localhost');
    await expect(form.getByLabel('Message')).toHaveValue(ada.message);
    expect(await submissions(backend)).toEqual([]);
  });

  test('refuses a message of only spaces and one of 5001 characters, with a reason next to the field', async ({ page, backend }) => {
    let posts = 0;
    page.on('request', (sent) => {
      if (sent.url() === contactUrl) posts += 1;
    });
    const form = await openContactForm(page);
    await fillContactForm(form, { ...ada, message: '      ' });
    await sendButton(form).click();
    const messageField = form.getByLabel('Message');
    await expect(messageField).toHaveAttribute('aria-invalid', 'true');
    await expect(messageField).toHaveAccessibleDescription(/Please write a message/);
    await expect(messageField).toBeFocused();

    await messageField.fill('a'.repeat(5001));
    await expect(messageField).not.toHaveAttribute('aria-invalid');
    await sendButton(form).click();
    await expect(messageField).toHaveAccessibleDescription(/Message must be 5000 characters or fewer \(it is 5001\)\./);
    await expect(messageField).toHaveValue('a'.repeat(5001));
    expect(posts).toBe(0);
    expect(await submissions(backend)).toEqual([]);
  });

  test('uses native required validation: an empty form is not posted', async ({ page }) => {
    const form = await openContactForm(page);
    await sendButton(form).click();
    await expect(form.getByLabel('Name')).toBeFocused();
    expect(await form.getByLabel('Name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Message')).toHaveAttribute('rows', '5');
    await expect(form.getByLabel(/Company/)).not.toHaveAttribute('required');
  });
});

test.describe('the draft and the topic', () => {
  test('the typed draft survives a reload, and is gone once sent', async ({ page }) => {
    const form = await openContactForm(page);
    await fillContactForm(form, ada);
    // The draft is saved shortly after typing stops.
    await expect.poll(() => storedDraftMessage(page)).toBe(ada.message);
    const reloaded = await openContactForm(page);
    await expect(reloaded.getByLabel('Name')).toHaveValue(ada.name);
    await expect(reloaded.getByLabel('Message')).toHaveValue(ada.message);

    await sendButton(reloaded).click();
    await expect(page.getByText(sentToast)).toBeVisible();
    const afterSend = await openContactForm(page);
    await expect(afterSend.getByLabel('Message')).toHaveValue('');
  });

  test('a ?topic= link prefills the message after hydration, never in the prerendered HTML', async ({ page, request }) => {
    const html = await (await request.get('/?topic=a%20platform%20demo')).text();
    expect(html).not.toContain('arrange a platform demo');
    const form = await openContactForm(page, '/?topic=a%20platform%20demo#contact');
    await expect(form.getByLabel('Message')).toHaveValue(
      'Hello, I would like to arrange a platform demo. Please get in touch to find a time.',
    );
  });

  test('a saved draft wins over the topic', async ({ page }) => {
    const form = await openContactForm(page);
    await form.getByLabel('Message').fill('My own words');
    await expect.poll(() => storedDraftMessage(page)).toBe('My own words');
    const again = await openContactForm(page, '/?topic=card%20issuing#contact');
    await expect(again.getByLabel('Message')).toHaveValue('My own words');
  });
});
