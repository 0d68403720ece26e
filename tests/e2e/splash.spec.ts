import type { Page } from '@playwright/test';
import { stallingServer } from '../support/stalling-server';
import { expect, test } from '../support/test';

const splash = (page: Page) => page.getByRole('dialog', { name: 'Tana Fintech' });
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Loading' });
/** The count has begun: it waits for the splash's first paint, which the test's fake clock cannot hurry. */
const counting = (page: Page) => expect(splash(page)).toHaveAttribute('data-counting', '');
const seenFlag = (page: Page) => page.evaluate(() => sessionStorage.getItem('hasSeenIntro'));

/**
 * The page's clock becomes the test's: nothing moves until the test runs it, on any machine. Its
 * time starts a minute in, later than any first paint the browser reports on its own clock (which
 * the intro takes as its start when it is later than the first frame's, intro-timeline.ts).
 */
async function holdTheClock(page: Page) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(60_000);
}

test('the intro shows on the first home visit of a session, counts to 100, holds, then shows the page at the top', async ({
  page,
}) => {
  // The spec's timeline, checked to the frame: what the page did, and when by its own clock.
  await holdTheClock(page);
  await page.addInitScript(() => {
    const events: [string, number, string | null][] = [];
    Object.assign(window, { introEvents: events });
    const note = (what: string) => events.push([what, performance.now(), sessionStorage.getItem('hasSeenIntro')]);
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        if (record.attributeName === 'aria-valuenow') note(target.getAttribute('aria-valuenow')!);
        else if (target === document.documentElement) note(`class ${target.className}`);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-valuenow', 'class'] });
  });
  await page.goto('/');
  await expect(splash(page)).toBeVisible();
  await expect(splash(page)).toContainText('Powering the future of financial technology');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
  await counting(page);
  await page.clock.runFor(3_000);
  await expect(splash(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const events = await page.evaluate(() => (window as unknown as { introEvents: [string, number, string | null][] }).introEvents);
  const at = (what: string) => events.find(([name]) => name === what)!;
  const steps = events.filter(([name]) => /^\d+$/.test(name) && name !== '0');
  expect(steps.map(([name]) => name)).toEqual(Array.from({ length: 50 }, (_, index) => `${(index + 1) * 2}`));
  // One step every 30 ms from the first (shown on the next frame: within 16 ms).
  for (const [index, [, time]] of steps.entries()) {
    expect(time - steps[0]![1], `${steps[index]![0]} %`).toBeGreaterThanOrEqual(index * 30 - 16);
    expect(time - steps[0]![1], `${steps[index]![0]} %`).toBeLessThanOrEqual(index * 30 + 16);
  }
  // 500 ms at 100 %, not yet marked seen; then hidden and marked seen; the page shown 100 ms later.
  const [, full, seenAtFull] = at('100');
  const hiding = events.findIndex(([name]) => /intro-out/.test(name));
  const [, hidden, seenAtHide] = events[hiding]!;
  const [, revealed] = events.slice(hiding).find(([name]) => name.startsWith('class') && !/intro/.test(name))!;
  expect(seenAtFull).toBeNull();
  expect(hidden - full).toBe(500);
  expect(seenAtHide).toBe('true');
  expect(revealed - hidden).toBe(100);

  // Once per session: not again on reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(splash(page)).toBeHidden();
});

test('the page is not painted under the intro: laid out only in the hold, it appears as the intro fades out, moving nothing', async ({
  page,
}) => {
  await holdTheClock(page);
  await page.goto('/');
  await expect(splash(page)).toBeVisible();
  expect(await splash(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  const heading = page.locator('h1');
  await expect(heading).toBeHidden();
  // While the count runs, the page has no layout at all (no box); at 100 % it is laid out, unseen.
  expect(await heading.boundingBox()).toBeNull();
  await counting(page);
  await page.clock.runFor(1_700);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(heading).toBeHidden();
  const before = await heading.boundingBox();
  expect(before).not.toBeNull();
  await page.clock.runFor(350);
  await expect(page.locator('html')).toHaveClass(/\bintro-out\b/);
  await expect(heading).toBeVisible();
  expect(await heading.boundingBox()).toEqual(before);
});

/**
 * The page below the splash is hidden from the start, but parsing its markup (and the document's
 * end) is the longest work of a first visit: a splash painted before it would sit at 0 % behind it.
 * So the splash is painted only once the document is parsed, here after a connection that stalls
 * below the first screen, and then counts at once.
 */
test('the intro is painted once the whole page has arrived and been parsed, never before', async ({ page, baseURL }) => {
  const server = await stallingServer(baseURL!, '/', 'id="contact"', 1_000);
  try {
    await page.goto(`${server.origin}/`, { waitUntil: 'commit' });
    await expect(splash(page)).toBeVisible();
    expect(server.stalls()).toBe(1);
    await counting(page);
    const { firstPaint, parsed } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
    }));
    expect(parsed).toBeGreaterThan(1_000);
    expect(firstPaint).toBeGreaterThan(parsed);
    await expect(progress(page)).not.toHaveAttribute('aria-valuenow', '0');
  } finally {
    await server.close();
  }
});

/**
 * The app (its start and hydration, whose long tasks would make the count freeze and jump on a
 * phone) starts only once the page is revealed: an order of events, on the page's own clock. (The
 * test's fake clock cannot take part: it replaces performance.mark.) How smoothly the count paints
 * on the standard phone profile is measured by `npm run bench:web`.
 */
test('the app starts only once the page is revealed', async ({ page }) => {
  await page.addInitScript(() => document.addEventListener('introend', () => performance.mark('test:revealed')));
  await page.goto('/');
  await expect(splash(page)).toBeVisible();
  const mark = (name: string) => page.evaluate((which) => performance.getEntriesByName(which)[0]?.startTime ?? null, name);
  await expect.poll(() => mark('app:start')).not.toBeNull();
  const revealed = await mark('test:revealed');
  expect(revealed).not.toBeNull();
  expect(await mark('app:start')).toBeGreaterThanOrEqual(revealed!);
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
    await counting(page);
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

test('other pages carry neither the intro nor its script and styles', async ({ page }) => {
  for (const path of ['/use-cases/bnpl', '/auth', '/no-such-page']) {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html, path).not.toContain('id="intro"');
    expect(html, path).not.toContain('hasSeenIntro');
    expect(html, path).not.toContain('.intro-splash');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
