import { expect, test, type Page } from '@playwright/test';

const splash = (page: Page) => page.getByRole('dialog', { name: 'Tana Fintech' });
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Loading' });
const seenFlag = (page: Page) => page.evaluate(() => sessionStorage.getItem('hasSeenIntro'));

/** The page's clock becomes the test's: nothing moves until the test runs it, on any machine. */
async function holdTheClock(page: Page) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
}

test('the intro shows on the first home visit of a session, counts to 100, holds, then shows the page at the top', async ({
  page,
}) => {
  // The spec's timeline, checked to the frame.
  await holdTheClock(page);
  await page.goto('/');
  await expect(splash(page)).toBeVisible();
  await expect(splash(page)).toContainText('Powering the future of financial technology');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');

  await page.clock.runFor(750);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', /^(48|50)$/);
  // 100 % is shown on the first frame after 1,500 ms of counting, then held for 500 ms.
  await page.clock.runFor(750 + 50);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
  await page.clock.runFor(400);
  expect(await seenFlag(page)).toBeNull();
  await expect(page.locator('html')).toHaveClass(/\bintro\b/);
  await page.clock.runFor(110);
  expect(await seenFlag(page)).toBe('true');
  await expect(page.locator('html')).toHaveClass(/\bintro-out\b/);
  // About 100 ms later the page is shown, at the top.
  await page.clock.runFor(100);
  await expect(page.locator('html')).not.toHaveClass(/\bintro\b/);
  await expect(splash(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Once per session: not again on reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(splash(page)).toBeHidden();
});

test('the page is not painted under the intro: it appears as the intro fades out, moving nothing', async ({ page }) => {
  await holdTheClock(page);
  await page.goto('/');
  await expect(splash(page)).toBeVisible();
  expect(await splash(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  const heading = page.locator('h1');
  await expect(heading).toBeHidden();
  const before = await heading.boundingBox();
  await page.clock.runFor(2_050);
  await expect(page.locator('html')).toHaveClass(/\bintro-out\b/);
  await expect(heading).toBeVisible();
  expect(await heading.boundingBox()).toEqual(before);
});

/**
 * Under 4× CPU throttling: every value of the count is painted, in order, and the app (its start
 * and hydration, the long tasks that made the count freeze and jump) runs only once the page is
 * revealed. What the count costs in milliseconds is measured by `npm run bench:web`.
 */
test('every step of the count is painted, and the app starts only once the page is revealed', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const record = { painted: [] as string[], revealedAt: -1 };
    Object.assign(window, { introRecord: record });
    const onFrame = () => {
      const label = document.querySelector('[data-intro-percent]')?.textContent;
      if (label && label !== record.painted.at(-1)) record.painted.push(label);
      if (record.revealedAt < 0) requestAnimationFrame(onFrame);
    };
    requestAnimationFrame(onFrame);
    document.addEventListener('introend', () => (record.revealedAt = performance.now()));
  });
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('app:start').length), { timeout: 30_000 }).toBe(1);
  const { painted, revealedAt, appStart } = await page.evaluate(() => ({
    ...(window as unknown as { introRecord: { painted: string[]; revealedAt: number } }).introRecord,
    appStart: performance.getEntriesByName('app:start')[0]!.startTime,
  }));
  expect(painted).toEqual(Array.from({ length: 51 }, (_, index) => `${index * 2}%`));
  expect(revealedAt).toBeGreaterThan(0);
  expect(appStart).toBeGreaterThanOrEqual(revealedAt);
});

for (const [how, skip] of [
  ['the Skip button', (page: Page) => splash(page).getByRole('button', { name: 'Skip intro' }).click()],
  ['Escape', (page: Page) => page.keyboard.press('Escape')],
  ['a click', (page: Page) => page.mouse.click(20, 20)],
] as const) {
  test(`${how} skips the intro`, async ({ page }) => {
    await holdTheClock(page);
    await page.goto('/');
    await expect(splash(page)).toBeVisible();
    await expect(splash(page).getByRole('button', { name: 'Skip intro' })).toBeFocused();
    await page.clock.runFor(300);
    await skip(page);
    await expect(splash(page)).toBeHidden();
    expect(await seenFlag(page)).toBe('true');
    await expect(page.locator('#intro [role="progressbar"]')).toHaveAttribute('aria-valuenow', /^1\d$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });
}

test('with reduced motion the intro never shows and is marked seen at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(splash(page)).toBeHidden();
  expect(await seenFlag(page)).toBe('true');
});

test('a link into a section of the home page goes straight there, without the intro', async ({ page }) => {
  await page.goto('/#contact');
  await expect(page.getByRole('heading', { name: 'Get in touch' })).toBeInViewport();
  await expect(splash(page)).toBeHidden();
  expect(await seenFlag(page)).toBeNull();
});

test('visitors without JavaScript see the page, never the overlay', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#intro')).toBeHidden();
  await context.close();
});

test('other pages carry neither the intro nor its script', async ({ page }) => {
  for (const path of ['/use-cases/bnpl', '/auth', '/no-such-page']) {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html, path).not.toContain('id="intro"');
    expect(html, path).not.toContain('hasSeenIntro');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
