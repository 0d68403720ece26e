/** What the site's policy is built from: the build's environment and the hashes found in its HTML. */
export interface SitePolicyInput {
  /** VITE_SUPABASE_URL: the auth service. */
  supabaseUrl: string;
  /** VITE_CONTACT_FORM_URL: the form service. */
  contactFormUrl: string;
  /** Hash sources of every inline script of every page. */
  scriptHashes: string[];
  /**
   * Hash sources of the page's inline stylesheets and of those scripts add at run time: a page's
   * own `<meta>` policy. Left out for the header every page shares: each page carries its own cut
   * of the site's stylesheet, so the header lets inline styles through and the page's `<meta>`,
   * which the browser enforces beside it, allows only that page's by hash.
   */
  styleHashes?: string[];
  /** A local build served over plain HTTP: no upgrade-insecure-requests. */
  local: boolean;
}

export type Policy = [directive: string, ...sources: string[]][];

const unique = (values: string[]) => [...new Set(values)];

/**
 * The policy of the site's pages: nothing but its own files, the inline scripts and styles it was
 * built with (by hash), the auth and form services, and its own documentation page in a frame.
 */
export function sitePolicy({ supabaseUrl, contactFormUrl, scriptHashes, styleHashes, local }: SitePolicyInput): Policy {
  const auth = new URL(supabaseUrl).origin;
  const formUrl = new URL(contactFormUrl);
  const form = formUrl.origin + formUrl.pathname;
  const policy: Policy = [
    ['default-src', "'self'"],
    // Site search (Pagefind) runs its index in WebAssembly: compiling it is all 'wasm-unsafe-eval' allows.
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...unique(scriptHashes)],
    ['style-src', "'self'", ...(styleHashes ? unique(styleHashes) : ["'unsafe-inline'"])],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...unique([auth, form])],
    ['frame-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['form-action', "'self'", ...unique([form, auth])],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ];
  if (!local) policy.push(['upgrade-insecure-requests']);
  return policy;
}

/**
 * The documentation page (public/view-documentation.html): a static document shown in the site's
 * own modal, so its only needs are its stylesheet, its inline icon and being framed by the site.
 */
export function documentPolicy({ styleHashes, local }: { styleHashes: string[]; local: boolean }): Policy {
  const policy: Policy = [
    ['default-src', "'none'"],
    ['style-src', ...unique(styleHashes)],
    ['img-src', 'data:'],
    ['frame-ancestors', "'self'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
  ];
  if (!local) policy.push(['upgrade-insecure-requests']);
  return policy;
}

/** Directives a `<meta http-equiv>` policy cannot carry (the browser ignores them there, with a console error). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

export function policyHeader(policy: Policy): string {
  return policy.map((directive) => directive.join(' ')).join('; ');
}

export function policyMeta(policy: Policy): string {
  return policyHeader(policy.filter(([name]) => !HEADER_ONLY.has(name)));
}
