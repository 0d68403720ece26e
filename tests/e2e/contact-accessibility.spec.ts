import { axeViolations } from '../support/axe';
import { fillContactForm, openContactForm, resetBackend, sendButton, sendMessage, message, waitingStatus } from '../support/contact-helpers';
import { expect, test } from '../support/test';

// The form in its error state and the waiting status, in both themes (the route walk sees neither).
for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('the form with field errors and the waiting status have no axe violations', async ({ page, context, backend }) => {
      await resetBackend(backend);
      await page.addInitScript((chosen) => {
        sessionStorage.setItem('hasSeenIntro', 'true');
        localStorage.setItem('tana-theme', chosen);
      }, theme);
      const form = await openContactForm(page);
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      await sendMessage(form, message(1));
      await expect(waitingStatus(page)).toBeVisible();
      await fillContactForm(form, { name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(5001) });
      await sendButton(form).click();
      await expect(form.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page, ['#contact', '[role="status"]'])).toEqual([]);
      await context.setOffline(false);
    });
  });
}
