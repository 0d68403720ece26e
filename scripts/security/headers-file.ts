import { localeInfo, locales } from '../../src/shared/locales';
import { assetsDirOf } from '../../src/shared/precache-locales';

/** What the headers of the built site are made of. */
export interface HeadersInput {
  /** The Content-Security-Policy of every page. */
  sitePolicy: string;
  /** The documentation page's own, stricter policy (framed by the site only). */
  documentPolicy: string;
}

/** The documentation page of each language: Cloudflare Pages serves it at its extension-less URL too. */
export const DOCUMENT_PATHS = locales.flatMap((locale) =>
  ['/view-documentation.html', '/view-documentation'].map((path) => `${localeInfo[locale].prefix}${path}`),
);

export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `_headers` in the Netlify / Cloudflare Pages format. A request gets the headers of every rule
 * that matches it, in order, and the hosts join two values of one header with a comma; a more
 * specific rule therefore first detaches (`! Name`) what `/*` set before setting its own, so every
 * path ends with exactly one Cache-Control and one policy.
 */
export function headersFile({ sitePolicy, documentPolicy }: HeadersInput): string {
  const rules: [string, string[]][] = [
    [
      '/*',
      [
        `Content-Security-Policy: ${sitePolicy}`,
        // Browsers ignore HSTS received over plain HTTP, so the local server may send it harmlessly.
        'Strict-Transport-Security: max-age=63072000; includeSubDomains',
        'X-Content-Type-Options: nosniff',
        'X-Frame-Options: DENY',
        'Referrer-Policy: strict-origin-when-cross-origin',
        'Permissions-Policy: accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
        'Cross-Origin-Opener-Policy: same-origin',
        // Pages, sw.js and the manifest must never be served stale: they name the hashed assets.
        `Cache-Control: ${REVALIDATE}`,
      ],
    ],
    ...locales.map((locale): [string, string[]] => [`/${assetsDirOf(locale)}/*`, ['! Cache-Control', `Cache-Control: ${IMMUTABLE}`]]),
    ...DOCUMENT_PATHS.map((path): [string, string[]] => [
      path,
      [
        '! Content-Security-Policy',
        '! X-Frame-Options',
        `Content-Security-Policy: ${documentPolicy}`,
        'X-Frame-Options: SAMEORIGIN',
      ],
    ]),
  ];
  const header = '# Written by the build (scripts/security/): the policy hashes the inline scripts it emitted.\n';
  return header + rules.map(([path, lines]) => `${path}\n${lines.map((line) => `  ${line}`).join('\n')}`).join('\n\n') + '\n';
}
