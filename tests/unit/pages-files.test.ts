import { describe, expect, it } from 'vitest';
import { cloudflareHeaders, cloudflareRedirects } from '../../scripts/hosts/cloudflare-pages';
import { nginxRules } from '../../scripts/hosts/nginx';
import { headerRulesFromPages, notFoundRulesFromPages, redirectsFromPages } from '../../scripts/hosts/pages-files';
import type { SiteRules } from '../../scripts/hosts/site-rules';
import { IMMUTABLE, REVALIDATE } from '../../scripts/security/header-rules';
import { sampleSiteRules as rules } from '../support/sample-site-rules';

/** An older build's `_headers` (b1422c2's): no `! Name` lines, so Pages joins the two Cache-Controls. */
const olderHeaders = `/*
  X-Content-Type-Options: nosniff
  Cache-Control: ${REVALIDATE}

/assets/*
  Cache-Control: ${IMMUTABLE}
`;

describe('the rules read back from Cloudflare Pages files', () => {
  it("are the rules the build wrote this site's Pages files from", () => {
    expect(headerRulesFromPages(cloudflareHeaders(rules))).toEqual(rules.headers);
    expect(redirectsFromPages(cloudflareRedirects(rules))).toEqual(rules.redirects);
    expect(notFoundRulesFromPages(['/404.html', '/zh/404.html', '/am/404.html'])).toEqual(rules.notFound);
  });

  it('so give nginx the rules the container gets from the build', () => {
    const read: SiteRules = {
      headers: headerRulesFromPages(cloudflareHeaders(rules)),
      redirects: redirectsFromPages(cloudflareRedirects(rules)),
      notFound: notFoundRulesFromPages(['/404.html', '/zh/404.html', '/am/404.html']),
    };
    expect(nginxRules(read)).toBe(nginxRules(rules));
  });

  it('join a header two matching rules set, as Pages does when the later one does not detach it', () => {
    expect(headerRulesFromPages(olderHeaders)).toEqual([
      { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': REVALIDATE } },
      { path: '/assets/*', headers: { 'Cache-Control': `${REVALIDATE}, ${IMMUTABLE}` } },
    ]);
  });

  it('refuse what a rule here cannot say, rather than guess', () => {
    expect(() => headerRulesFromPages('/*\n  ! X-Frame-Options\n')).toThrow(/removes x-frame-options/);
    expect(() => headerRulesFromPages('/docs\n  A: 1\n/docs/*\n  A: 2\n')).not.toThrow();
    expect(() => headerRulesFromPages('/docs/*\n  A: 1\n/docs/a/*\n  B: 2\n/docs/*\n  A: 3\n')).not.toThrow();
    expect(() => headerRulesFromPages('/docs/a/*\n  A: 1\n/docs/*\n  A: 2\n')).toThrow(/both set a on some paths/);
    expect(() => headerRulesFromPages('/blog/:slug\n  A: 1\n')).toThrow(/only exact paths/);
    expect(() => headerRulesFromPages('  A: 1\n')).toThrow(/before any path/);
    expect(() => redirectsFromPages('/old /new 302\n')).toThrow(/only "<path> <path> 301"/);
    expect(() => redirectsFromPages('/old/* /new/:splat 301\n')).toThrow(/only "<path> <path> 301"/);
    expect(() => notFoundRulesFromPages(['/zh/404.html'])).toThrow(/no \/404\.html/);
  });

  it('skip comments and blank lines', () => {
    expect(redirectsFromPages('# moved\n\n/old /new 301\n')).toEqual([['/old', '/new']]);
    expect(headerRulesFromPages('# policy\n/*\n  A: 1\n')).toEqual([{ path: '/*', headers: { A: '1' } }]);
  });
});
