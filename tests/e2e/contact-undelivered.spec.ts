import { axeViolations } from '../support/axe';
import { collectConsoleErrors } from '../support/console-errors';
import {
  expectSubmissions,
  message,
  openContactForm,
  resetBackend,
  sendMessage,
  sentToast,
  setFormFault,
  siteUrl,
  submissions,
  undeliveredPanel,
  waitingStatus,
} from '../support/contact-helpers';
import { expect, test } from '../support/test';

/**
 * Messages the service finally refused are not deleted quietly: the next visit brings them back
 * with their text, to copy, send again or dismiss, by keyboard too, in both themes.
 */
for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('the next visit shows the refused messages: readable, copyable, sent again once or dismissed', async ({ page, context, backend }) => {
      await resetBackend(backend);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl });
      await context.addInitScript((chosen) => {
        sessionStorage.setItem('hasSeenIntro', 'true');
        localStorage.setItem('tana-theme', chosen);
      }, theme);
      // Two messages wait while the service answers 503, then it refuses both on replay.
      await setFormFault(backend, { status: 503, rate: 1 });
      const form = await openContactForm(page);
      await sendMessage(form, message(1));
      await sendMessage(form, message(2));
      await expect(waitingStatus(page)).toHaveText('2 messages waiting to send');
      await setFormFault(backend, { status: 422, rate: 1 });
      // The next try comes after the backoff (about 2 s, delivery-policy.ts).
      await expect(waitingStatus(page)).toHaveCount(0);
      await setFormFault(backend, null);
      await page.close();

      const visit = await context.newPage();
      const errors = collectConsoleErrors(visit);
      await visit.goto('/use-cases/e-wallet');
      const panel = undeliveredPanel(visit);
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText('2 messages were not delivered');
      await expect(panel).toContainText('Message number 1');
      await expect(panel).toContainText('Message number 2');
      await expect(panel).toContainText('visitor2@example.com');
      expect(await axeViolations(visit, ['section[aria-labelledby]'])).toEqual([]);

      const first = panel.getByRole('listitem').filter({ hasText: 'Message number 1' });
      await first.getByRole('button', { name: 'Copy message' }).focus();
      await visit.keyboard.press('Enter');
      await expect(first.getByRole('status')).toHaveText('Message copied.');
      expect(await visit.evaluate(() => navigator.clipboard.readText())).toBe('Message number 1');

      // Tab reaches Send again, then Dismiss, in reading order.
      await visit.keyboard.press('Tab');
      await expect(first.getByRole('button', { name: 'Send again' })).toBeFocused();
      await visit.keyboard.press('Tab');
      await expect(first.getByRole('button', { name: 'Dismiss' })).toBeFocused();
      await visit.keyboard.press('Enter');
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText('A message was not delivered');
      await expect(panel.getByRole('heading', { level: 3 })).toBeFocused();

      const second = panel.getByRole('listitem').filter({ hasText: 'Message number 2' });
      await second.getByRole('button', { name: 'Send again' }).focus();
      await visit.keyboard.press('Enter');
      await expect(visit.getByText(sentToast)).toBeVisible();
      await expect(panel).toHaveCount(0);
      await expect(visit.locator('#main')).toBeFocused();
      const [stored] = await expectSubmissions(backend, 1);
      expect(stored?.fields.message).toBe('Message number 2');

      await visit.reload();
      await expect(visit.getByRole('heading', { level: 1 })).toBeVisible();
      await visit.waitForLoadState('networkidle');
      await expect(undeliveredPanel(visit)).toHaveCount(0);
      expect(await submissions(backend)).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  });
}
