import { escapeHtml } from './html';

export interface HeadInput {
  title: string;
  description: string;
  /** Absolute canonical URL; omitted for the not-found page. */
  canonical?: string;
  /** The page in every language, `x-default` (English) added; omitted for the not-found page. */
  alternates?: { hreflang: string; href: string }[];
  /** Open Graph locales: the page's own and its translations'. */
  locale: string;
  otherLocales?: string[];
  siteName: string;
  /** The page's social card: its absolute URL, size and what it shows in words. */
  image: { url: string; width: number; height: number; alt: string };
  noindex?: boolean;
  /** The id of the element the first paint waits for (`firstScreenEnd` in src/content/head.ts). */
  firstScreenEnd: string;
  /** The page's JSON-LD (src/content/structured-data.ts). */
  structuredData: object;
}

/**
 * JSON-LD inside `<script>`: `<` escaped, so no text of the data can close the element (JSON reads
 * `\u003c` as `<`). A `type="application/ld+json"` script is a data block: the browser never runs it,
 * and the Content-Security-Policy does not govern it (scripts/security/inline-content.ts).
 */
export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** The per-page head: what its first paint waits for, title, description, canonical, its translations, Open Graph, Twitter card and structured data. */
export function headTags(input: HeadInput): string {
  const { title, description, canonical, alternates = [], locale, otherLocales = [], siteName, image, noindex, firstScreenEnd, structuredData } = input;
  const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`;
  const tags = [
    `<link rel="expect" href="#${escapeHtml(firstScreenEnd)}" blocking="render" />`,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    ...alternates.map(({ hreflang, href }) => link(hreflang, href)),
    alternates[0] ? link('x-default', alternates[0].href) : '',
    noindex ? '<meta name="robots" content="noindex" />' : '',
    '<meta property="og:type" content="website" />',
    `<meta property="og:locale" content="${escapeHtml(locale)}" />`,
    ...otherLocales.map((other) => `<meta property="og:locale:alternate" content="${escapeHtml(other)}" />`),
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}" />` : '',
    `<meta property="og:image" content="${escapeHtml(image.url)}" />`,
    '<meta property="og:image:type" content="image/png" />',
    `<meta property="og:image:width" content="${image.width}" />`,
    `<meta property="og:image:height" content="${image.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image.url)}" />`,
    `<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}" />`,
    jsonLdScript(structuredData),
  ];
  return tags.filter(Boolean).join('\n    ');
}
