import type { Page } from '@playwright/test';
import { words as en } from '../../src/i18n/words';
import { words as am } from '../../src/i18n/words.am';
import { words as zh } from '../../src/i18n/words.zh';
import { CHOSEN_LOCALE_KEY } from '../../src/i18n/language-choice';
import { collectConsoleErrors } from '../support/console-errors';
import { skipIntro } from '../support/skip-intro';
import { expect, test } from '../support/test';

const chosen = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CHOSEN_LOCALE_KEY);
const offer = (page: Page, text: RegExp | string) => page.getByRole('complementary', { name: text });

test.beforeEach(async ({ page }) => skipIntro(page));

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header switches a deep page to another language and back, names each language in itself, and remembers the choice', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/services/acquiring-services/softpos');
    // As soon as it is there: the switcher is a plain disclosure of links, working before the app.
    await page.getByRole('banner').getByLabel(en.language.current('English')).click();
    const chinese = page.getByRole('banner').getByRole('link', { name: '中文' });
    await expect(chinese).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.getByRole('banner').getByRole('link', { name: 'አማርኛ' })).toHaveAttribute('lang', 'am');
    await chinese.click();

    await expect(page).toHaveURL('/zh/services/acquiring-services/softpos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SoftPOS');
    await expect(page.getByRole('navigation', { name: zh.mainNavigation })).toContainText(zh.services);
    expect(await chosen(page)).toBe('zh');

    // Back, with the footer's links this time.
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/services/acquiring-services/softpos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await chosen(page)).toBe('en');

    // The choice holds on a Chinese page reached some other way (a shared link): English is offered, never forced.
    await page.goto('/zh/use-cases/bnpl');
    await expect(page).toHaveURL('/zh/use-cases/bnpl');
    await expect(offer(page, zh.language.label)).toContainText('English');
    expect(errors).toEqual([]);
  });

  test('Escape closes the language menu and gives focus back to it', async ({ page }) => {
    await page.goto('/use-cases/bnpl');
    await expect(page.locator('[data-hydrated]').first()).toBeAttached();
    const summary = page.getByRole('banner').getByLabel(en.language.current('English'));
    await summary.click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'አማርኛ' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('banner').getByRole('link', { name: 'አማርኛ' })).toBeHidden();
    await expect(summary).toBeFocused();
  });
});

test.describe('a browser that prefers Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('is offered the Chinese page on its first visit, without a redirect, and the offer stays dismissed', async ({ page }) => {
    await page.goto('/use-cases/e-wallet');
    await expect(page).toHaveURL('/use-cases/e-wallet');
    const banner = offer(page, en.language.label);
    await expect(banner).toContainText(`${en.language.offer.before}中文${en.language.offer.after}`);
    await expect(banner.getByRole('link', { name: `${en.language.switchTo.before}中文` })).toHaveAttribute('href', '/zh/use-cases/e-wallet');

    await banner.getByRole('button', { name: en.language.dismiss }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/use-cases/bnpl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Decided after hydration: give the app the time to decide, then look.
    await expect(page.locator('[data-hydrated]').first()).toBeAttached();
    await expect(offer(page, en.language.label)).toHaveCount(0);
  });

  test('is offered nothing on a Chinese page, and following the offer remembers Chinese', async ({ page }) => {
    await page.goto('/zh');
    await expect(page.locator('[data-hydrated]').first()).toBeAttached();
    await expect(offer(page, zh.language.label)).toHaveCount(0);

    await page.goto('/auth');
    await offer(page, en.language.label).getByRole('link').click();
    await expect(page).toHaveURL('/zh/auth');
    expect(await chosen(page)).toBe('zh');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu lists the languages, each named in itself, the current one marked', async ({ page }) => {
    await page.goto('/am/use-cases/super-app');
    await page.getByRole('button', { name: am.menu }).click();
    const languages = page.getByRole('dialog').getByRole('group', { name: am.language.label });
    await expect(languages.getByRole('link')).toHaveText(['English', '中文', 'አማርኛ']);
    await expect(languages.getByRole('link', { name: 'አማርኛ' })).toHaveAttribute('aria-current', 'true');
    await languages.getByRole('link', { name: '中文' }).click();
    await expect(page).toHaveURL('/zh/use-cases/super-app');
  });
});
