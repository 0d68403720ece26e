import { expect, test } from '../support/test';

/** What a search engine's site search box does with the SearchAction every page names: the site's search page, opened with the query. */
test('the search the structured data offers opens the search page with the query, in every language', async ({ page }) => {
  for (const prefix of ['', '/zh', '/am']) {
    await page.goto(`${prefix}/legal/terms`);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@graph': { '@type': string; potentialAction?: { target: { urlTemplate: string } } }[];
    };
    const template = data['@graph'].find((node) => node['@type'] === 'WebSite')?.potentialAction?.target.urlTemplate ?? '';
    const target = new URL(template.replace('{search_term_string}', encodeURIComponent('softpos')));
    expect(target.pathname, prefix).toBe(`${prefix}/search`);
    await page.goto(`${target.pathname}${target.search}`);
    await expect(page.getByRole('combobox')).toHaveValue('softpos');
    await expect(page.getByRole('option').first()).toContainText('SoftPOS');
  }
});
