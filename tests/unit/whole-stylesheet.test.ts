import { beforeEach, describe, expect, it } from 'vitest';
import { wholeStylesheetLoaded, wholeStylesheetOnFirstChange } from '../../src/styles/whole-stylesheet';

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
    const loaded = wholeStylesheetLoaded();
    expect(await settled(loaded)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(loaded)).toBe(true);
  });

  it('goes on when the stylesheet fails to load: the page keeps the rules it carries', async () => {
    const link = loadingLink();
    const loaded = wholeStylesheetLoaded();
    link.dispatchEvent(new Event('error'));
    expect(await settled(loaded)).toBe(true);
  });

  it('does not wait for a stylesheet that failed before the app looked', async () => {
    const link = loadingLink();
    link.setAttribute('data-whole-stylesheet', 'failed');
    expect(await settled(wholeStylesheetLoaded())).toBe(true);
  });

  it('does not wait for a stylesheet already loaded, or where the loader added none (the dev server)', async () => {
    expect(await settled(wholeStylesheetLoaded())).toBe(true);
    const link = loadingLink();
    Object.defineProperty(link, 'sheet', { value: {}, configurable: true });
    expect(await settled(wholeStylesheetLoaded())).toBe(true);
  });
});

describe('once the app runs, the whole stylesheet (linked dormant by the loader)', () => {
  /** The dormant link, already loaded, and the app watching the page. */
  function watching(): HTMLLinkElement {
    document.head.innerHTML = '';
    document.body.innerHTML = '<main><p class="text-fg">Prerendered <a href="/auth">text</a></p></main>';
    const link = loadingLink();
    link.media = 'not all';
    wholeStylesheetOnFirstChange();
    return link;
  }
  /** Lets the page's mutation observers run, as they do before the next frame. */
  const observersRan = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('stays dormant while the page is its prerendered HTML: text and attributes change, nothing is added', async () => {
    const link = watching();
    const paragraph = document.querySelector('p')!;
    paragraph.append(' and more text');
    paragraph.setAttribute('data-hydrated', '');
    paragraph.hidden = true;
    await observersRan();
    expect(link.media).toBe('not all');
  });

  it('applies as soon as the app adds an element, anywhere in the body (a dialog goes to the end of it)', async () => {
    const link = watching();
    const dialog = document.createElement('div');
    dialog.className = 'fixed inset-0';
    document.body.append(dialog);
    await observersRan();
    expect(link.media).toBe('all');
  });

  it("applies as soon as an element's classes change", async () => {
    const link = watching();
    document.querySelector('p')!.classList.add('text-primary');
    await observersRan();
    expect(link.media).toBe('all');
  });

  it('applies every whole-stylesheet link, and stops watching once it has', async () => {
    const link = watching();
    const replacement = loadingLink();
    replacement.media = 'not all';
    document.body.append(document.createElement('section'));
    await observersRan();
    expect([link.media, replacement.media]).toEqual(['all', 'all']);
    link.media = 'not all';
    document.body.append(document.createElement('section'));
    await observersRan();
    expect(link.media).toBe('not all');
  });
});
