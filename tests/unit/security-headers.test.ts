import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentPolicy, policyHeader, policyMeta, sitePolicy } from '../../scripts/security/content-security-policy';
import { blockedInlineMarkup, cspHash, inlineScripts, inlineStyles } from '../../scripts/security/inline-content';
import { withPolicyMeta } from '../../scripts/security/secure-site';

const root = resolve(import.meta.dirname, '../..');
const input = {
  supabaseUrl: 'https://project.supabase.co',
  contactFormUrl: 'https://formspree.io/f/abc123',
  scriptHashes: [cspHash('a()'), cspHash('a()'), cspHash('b()')],
  styleHashes: [cspHash('p{}')],
  local: false,
};

describe('the Content-Security-Policy', () => {
  it('allows scripts from the site and by hash only (and WebAssembly for search), and exactly the configured services', () => {
    const policy = policyHeader(sitePolicy(input));
    // 'wasm-unsafe-eval' lets Pagefind compile its WebAssembly; it allows no eval() of JavaScript.
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${cspHash('a()')} ${cspHash('b()')};`);
    expect(policy.replace("'wasm-unsafe-eval'", '')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(policy).toContain("connect-src 'self' https://project.supabase.co https://formspree.io/f/abc123;");
    expect(policy).toContain("form-action 'self' https://formspree.io/f/abc123 https://project.supabase.co;");
    expect(policy).toContain("frame-ancestors 'none'; base-uri 'self'; object-src 'none'; upgrade-insecure-requests");
  });

  it("names a page's own stylesheets by hash in the policy it carries; the header all pages share names none and lets inline styles through", () => {
    expect(policyMeta(sitePolicy(input))).toContain(`style-src 'self' ${cspHash('p{}')};`);
    const { styleHashes: _pageStyles, ...shared } = input;
    const header = policyHeader(sitePolicy(shared));
    expect(header).toContain("style-src 'self' 'unsafe-inline';");
    expect(header.replace("'wasm-unsafe-eval'", '').replace("style-src 'self' 'unsafe-inline'", '')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('does not upgrade requests in a local build served over HTTP', () => {
    expect(policyHeader(sitePolicy({ ...input, local: true }))).not.toContain('upgrade-insecure-requests');
  });

  it('leaves out of the <meta> what a meta cannot carry', () => {
    const meta = policyMeta(sitePolicy(input));
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).toContain("object-src 'none'");
  });

  it('gives the documentation page no script and lets only the site frame it', () => {
    const policy = policyHeader(documentPolicy({ styleHashes: [cspHash('body{}')], local: false }));
    expect(policy).toBe(
      `default-src 'none'; style-src ${cspHash('body{}')}; img-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; upgrade-insecure-requests`,
    );
  });

  it('puts the policy before the first script of a page', () => {
    const html = withPolicyMeta('<head><meta charset="UTF-8" /><script>x()</script></head>', sitePolicy(input));
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script>'));
  });
});

describe('inline content', () => {
  it('hashes text as the browser does, line endings normalised', () => {
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(cspHash('a\r\nb')).toBe(cspHash('a\nb'));
  });

  it('finds inline scripts (not those with src) and stylesheets', () => {
    const html = '<script src="/x.js"></script><script data-entry="/a.js">go()</script><script type="module">m()</script><style>p{}</style>';
    expect(inlineScripts(html)).toEqual(['go()', 'm()']);
    expect(inlineStyles(html)).toEqual(['p{}']);
  });

  it('leaves out data blocks, which the browser never runs: JSON-LD needs no hash', () => {
    const html = '<script type="application/ld+json">{"@type":"WebSite"}</script><script type="text/javascript">run()</script>';
    expect(inlineScripts(html)).toEqual(['run()']);
  });

  it('reports markup the policy would block: handlers, style attributes, javascript: URLs', () => {
    const html = [
      '<button onclick="go()">a</button>',
      '<input style="display:none">',
      '<a href="javascript:go()">b</a>',
      '<p data-style="ok" class="onclick">fine</p>',
      '<script>if (a) b.onclick = c; x.style = y</script>',
      '<!-- <div onclick="x"> -->',
    ].join('');
    expect(blockedInlineMarkup(html)).toEqual([
      '<button onclick="go()">',
      '<input style="display:none">',
      '<a href="javascript:go()">',
    ]);
  });

  it('finds none in the HTML shell, the documentation page or the components', () => {
    for (const file of ['index.html', 'public/view-documentation.html']) {
      expect(blockedInlineMarkup(readFileSync(join(root, file), 'utf8')), file).toEqual([]);
    }
    const sources = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));
    const withStyleProps = sources.filter((file) => /\sstyle=\{/.test(readFileSync(join(root, 'src', file), 'utf8')));
    // A style prop would be a style attribute in the prerendered HTML, which the policy blocks.
    expect(withStyleProps).toEqual([]);
  });
});
