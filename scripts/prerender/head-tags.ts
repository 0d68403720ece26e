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
  image: string;
  noindex?: boolean;
  /** The id of the element the first paint waits for (`firstScreenEnd` in src/content/head.ts). */
  firstScreenEnd: string;
}

/** The per-page head: what its first paint waits for, title, description, canonical, its translations, Open Graph and Twitter card. */
export function headTags(input: HeadInput): string {
  const { title, description, canonical, alternates = [], locale, otherLocales = [], siteName, image, noindex, firstScreenEnd } = input;
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
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta name="twitter:card" content="summary" />',
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  ];
  return tags.filter(Boolean).join('\n    ');
}
