import { beforeEach, describe, expect, it } from 'vitest';
import { wholeStylesheetApplied } from '../../src/styles/whole-stylesheet';

/** Whether the promise has settled by the time queued microtasks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

/** The link the loader adds, still loading (no sheet yet). */
function loadingLink(): HTMLLinkElement {
  const link = document.createElement('link');
  link.setAttribute('data-whole-stylesheet', '');
  Object.defineProperty(link, 'sheet', { value: null, configurable: true });
  document.head.append(link);
  return link;
}

describe('before hydrating, the app', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('waits for the whole stylesheet the loader asked for', async () => {
    const link = loadingLink();
    const applied = wholeStylesheetApplied();
    expect(await settled(applied)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(true);
  });

  it('goes on when the stylesheet fails to load: the page keeps the rules it carries', async () => {
    const link = loadingLink();
    const applied = wholeStylesheetApplied();
    link.dispatchEvent(new Event('error'));
    expect(await settled(applied)).toBe(true);
  });

  it('does not wait for a stylesheet that failed before the app looked', async () => {
    const link = loadingLink();
    link.setAttribute('data-whole-stylesheet', 'failed');
    expect(await settled(wholeStylesheetApplied())).toBe(true);
  });

  it('does not wait for a stylesheet already applied, or where the loader added none (the dev server)', async () => {
    expect(await settled(wholeStylesheetApplied())).toBe(true);
    const link = loadingLink();
    Object.defineProperty(link, 'sheet', { value: {}, configurable: true });
    expect(await settled(wholeStylesheetApplied())).toBe(true);
  });
});
