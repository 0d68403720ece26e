import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales, type Locale } from '../../src/shared/locales';
import { htmlFileForPath, pathIn } from '../../src/shared/site-paths';
import { builtRegistry, distDir, type ServerEntry } from './built-site';

/** One built page of one language, with the registry of its language's build. */
export interface BuiltPage {
  locale: Locale;
  entry: ServerEntry;
  page: ServerEntry['pages'][number];
  /** Its URL in its language: `/zh/use-cases/bnpl`. */
  url: string;
  html: string;
}

/** Every page of every language, as the test build wrote it. */
export async function builtPages(): Promise<BuiltPage[]> {
  const all: BuiltPage[] = [];
  for (const locale of locales) {
    const entry = await builtRegistry(locale);
    for (const page of entry.pages) {
      const url = pathIn(locale, page.path);
      all.push({ locale, entry, page, url, html: readFileSync(join(distDir, htmlFileForPath(url)), 'utf8') });
    }
  }
  return all;
}

/** The text a markup fragment shows: tags, scripts and styles out, entities decoded as far as the tests need. */
export function textOf(markup: string): string {
  return markup
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|&#160;/g, '\u00a0')
    .replace(/\s+/g, ' ')
    .trim();
}
