import { beforeAll, describe, expect, it } from 'vitest';
import { pathIn } from '../../src/shared/site-paths';
import { builtPages, type BuiltPage } from './built-pages';

/** The privacy policy, the terms and the storage notice are a link away from every page and from the forms that collect data. */
let pages: BuiltPage[];

beforeAll(async () => {
  pages = await builtPages();
});

const LEGAL = ['/legal/privacy', '/legal/terms', '/legal/storage'];
const linksTo = (html: string, href: string) => html.includes(`href="${href}"`);

describe('the legal pages', () => {
  it('are linked from the footer of every page, in its language', () => {
    const missing: string[] = [];
    for (const { url, html, locale } of pages) {
      const footer = /<footer\b[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
      for (const path of LEGAL) if (!linksTo(footer, pathIn(locale, path))) missing.push(`${url} → ${path}`);
    }
    expect(missing).toEqual([]);
  });

  it('are linked beside the sign-up button and the contact form’s Send, in the prerendered page', () => {
    for (const { page, html, locale } of pages.filter(({ page }) => page.path === '/auth' || page.path === '/')) {
      const form = page.path === '/auth' ? /id="[^"]*panel-sign-up"[\s\S]*?<\/form>/.exec(html)?.[0] : /<form[^>]*data-early-submit="contact"[\s\S]*?<\/form>/.exec(html)?.[0];
      expect(form, `${locale} ${page.path}`).toBeTruthy();
      expect(LEGAL.filter((path) => !linksTo(form ?? '', pathIn(locale, path))), `${locale} ${page.path}`).toEqual([]);
    }
  });
});
