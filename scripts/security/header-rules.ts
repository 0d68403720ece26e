import { localeInfo, locales } from '../../src/shared/locales';
import { assetsDirOf } from '../../src/shared/precache-locales';
import type { HeaderRule } from '../hosts/site-rules';

/** What the headers of the built site are made of. */
export interface HeadersInput {
  /** The Content-Security-Policy of every page. */
  sitePolicy: string;
  /** The documentation page's own, stricter policy (framed by the site only). */
  documentPolicy: string;
  /** The editor's own policy, when the build has the editor (scripts/cms/admin-policy.ts). */
  adminPolicy?: string;
}

/** The documentation page of each language, at both of its URLs (the hosts serve `<path>.html` at `<path>`). */
export const DOCUMENT_PATHS = locales.flatMap((locale) =>
  ['/view-documentation.html', '/view-documentation'].map((path) => `${localeInfo[locale].prefix}${path}`),
);

/** The editor's page at both of its URLs, and its files (Decap's bundle, config.yml: names without hashes). */
export const ADMIN_PATHS = ['/admin', '/admin.html', '/admin/*'];

export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The response headers of the site, general rule first: every path gets the first rule's headers;
 * hashed assets are cached for a year, and the documentation page has its own policy and framing rule.
 * The editor, when built, has its own policy and is kept out of search engines; its files keep the
 * general rule's revalidation, as their names carry no hash.
 */
export function headerRules({ sitePolicy, documentPolicy, adminPolicy }: HeadersInput): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': sitePolicy,
        // Browsers ignore HSTS received over plain HTTP, so a local server may send it harmlessly.
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
        'Cross-Origin-Opener-Policy': 'same-origin',
        // Pages, sw.js and the manifest must never be served stale: they name the hashed assets.
        'Cache-Control': REVALIDATE,
      },
    },
    ...locales.map((locale): HeaderRule => ({ path: `/${assetsDirOf(locale)}/*`, headers: { 'Cache-Control': IMMUTABLE } })),
    ...DOCUMENT_PATHS.map((path): HeaderRule => ({
      path,
      headers: { 'Content-Security-Policy': documentPolicy, 'X-Frame-Options': 'SAMEORIGIN' },
    })),
    ...(adminPolicy === undefined
      ? []
      : ADMIN_PATHS.map((path): HeaderRule => ({ path, headers: { 'Content-Security-Policy': adminPolicy, 'X-Robots-Tag': 'noindex' } }))),
  ];
}
