import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialAssetUrls } from '../../scripts/bench/initial-assets';
import { distDir } from './built-site';

/** Every prerendered page of the build, in every language. */
const htmlFiles = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

/**
 * A selector list wrapped in `:is()` or `:where()` is tried on every element of the page: the browser
 * can file it under no class. With a `:has()` inside, each try scans the elements around it.
 */
const hasInsideAList = /:(?:is|where)\([^{}]*:has\(/g;

describe('the stylesheet of every page', () => {
  it('files each rule with :has() under the class it styles, so the browser tries it on those elements alone', () => {
    expect(htmlFiles.length).toBeGreaterThan(150);
    const wrapped = htmlFiles.flatMap((file) => {
      const css = initialAssetUrls(readFileSync(join(distDir, file), 'utf8')).inlineCss.join('');
      return [...css.matchAll(hasInsideAList)].map((match) => `${file}: ${css.slice(match.index, css.indexOf('{', match.index))}`);
    });
    expect(wrapped).toEqual([]);
  });
});
