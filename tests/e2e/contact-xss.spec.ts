import {
  contactUrl,
  expectSubmissions,
  fillContactForm,
  openContactForm,
  resetBackend,
  sendButton,
  sentToast,
} from '../support/contact-helpers';
import { INJECTED, PAYLOAD_GROUPS, xssSentinel } from '../support/xss-payloads';
import { expect, test } from '../support/test';

test.beforeEach(async ({ backend }) => resetBackend(backend));

for (const { name, payloads } of PAYLOAD_GROUPS) {
  test(`typed into every contact field, each payload is sent and stored as typed, and never runs: ${name}`, async ({
    page,
    context,
    backend,
  }) => {
    const calls = await xssSentinel(context);
    const form = await openContactForm(page);
    // The page's own drawings are SVG too: whatever is typed must add no such element to it.
    const injected = page.locator(`main :is(${INJECTED})`);
    const drawn = await injected.count();
    let posts = 0;
    page.on('request', (sent) => {
      if (sent.url() === contactUrl) posts += 1;
    });
    for (const payload of payloads) {
      // The address field: the browser refuses it; nothing is posted and the text stays as typed.
      await fillContactForm(form, { name: payload, email: payload, company: payload, message: payload });
      await sendButton(form).click();
      expect(await form.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.valid), payload).toBe(false);
      await expect(form.getByLabel('Email')).toHaveValue(payload);
      expect(posts, payload).toBe(0);
    }
    for (const [index, payload] of payloads.entries()) {
      await fillContactForm(form, { name: payload, email: `xss-${index}@example.com`, company: payload, message: payload });
      const sent = page.waitForResponse(contactUrl);
      await sendButton(form).click();
      expect((await sent).status(), payload).toBe(200);
      await expect(form.getByLabel('Message'), payload).toHaveValue('');
    }
    await expect(page.getByText(sentToast).first()).toBeVisible();
    const stored = await expectSubmissions(backend, payloads.length);
    for (const [index, payload] of payloads.entries()) {
      const fields = stored.find((submission) => submission.fields.email === `xss-${index}@example.com`)?.fields;
      expect(fields, payload).toMatchObject({ name: payload, company: payload, message: payload });
    }
    await expect(injected).toHaveCount(drawn);
    expect(calls).toEqual([]);
  });
}

for (const { name, payloads } of PAYLOAD_GROUPS) {
  test(`the form service's error messages carrying a payload are shown as text, next to the field and under the form: ${name}`, async ({
    page,
    context,
  }) => {
    const calls = await xssSentinel(context);
    const form = await openContactForm(page);
    for (const payload of payloads) {
      await page.route(contactUrl, (route) =>
        route.fulfill({
          status: 422,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: JSON.stringify({ error: 'Validation errors', errors: [{ field: 'name', message: payload }, { message: payload }] }),
        }),
      );
      await fillContactForm(form, { name: 'Ada', email: 'ada@example.com', message: 'Hello' });
      await sendButton(form).click();
      // The service's words are capitalised and put after the field's name; the payload stays text.
      await expect(form.getByLabel('Name'), payload).toHaveAccessibleDescription(new RegExp(`^Name: .${literal(payload.slice(1))}\\.?$`));
      await expect(form.getByRole('alert'), payload).toContainText(payload.slice(1));
      await expect(form.locator(INJECTED)).toHaveCount(0);
      await page.unroute(contactUrl);
    }
    expect(calls).toEqual([]);
  });
}

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
