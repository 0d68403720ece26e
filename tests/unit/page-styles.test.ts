import { describe, expect, it } from 'vitest';
import { withPageStyles } from '../../scripts/prerender/page-styles';

const sheet = [
  '.card{padding:1rem}',
  ':where(.icon){width:1.2em}',
  '::backdrop{--shade:0}',
  '.unused{color:red}',
  '.nothing .icon{color:red}',
  '.h-\\[1em\\]{height:1em}',
  '.aria-selected\\:bg-card[aria-selected=true]{background:white}',
  '.data-\\[state\\=open\\]\\:rotate-180[data-state=open]{rotate:180deg}',
  '.dark .dark\\:hidden{display:none}',
  'html.js [data-no-js-only]{display:none}',
  ':root:lang(zh-Hans){--font-sans:sans-serif}',
  '@media (min-width:768px){.md\\:grid{display:grid}.md\\:unused{display:flex}}',
  '@media (min-width:1024px){.lg\\:unused{display:block}}',
].join('');

const page = (style: string) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><style>.intro-splash{display:none}</style><style>${style}</style></head>` +
  `<body><div id="root"><main class="card md:grid h-[1em]"><p data-no-js-only>Hi &amp; welcome<!-- --></p>` +
  `<button role="tab" aria-selected="false" class="aria-selected:bg-card">A</button></main></div></body></html>`;

describe("a page's stylesheet", () => {
  it('keeps the rules its markup uses and drops the others, media queries included', async () => {
    const html = await withPageStyles(page(sheet), sheet);
    expect(html).toContain('.card{padding:1rem}');
    expect(html).toContain('.h-\\[1em\\]{height:1em}');
    expect(html).toContain('.md\\:grid{display:grid}');
    expect(html).not.toContain('.nothing');
    expect(html).not.toContain('unused');
    expect(html).not.toContain('min-width:1024px');
  });

  it('keeps every rule of a state the scripts may set, though no element is in it yet: a chosen tab, an open menu, the dark theme, the js class, a language', async () => {
    const html = await withPageStyles(page(sheet), sheet);
    for (const rule of [
      '.aria-selected\\:bg-card[aria-selected=true]',
      '.data-\\[state\\=open\\]\\:rotate-180[data-state=open]',
      '.dark .dark\\:hidden',
      'html.js [data-no-js-only]',
      ':root:lang(zh-Hans)',
      // What Beasties cannot match: it would drop them.
      ':where(.icon)',
      '::backdrop',
    ]) {
      expect(html, rule).toContain(rule);
    }
  });

  it('changes nothing else in the page: its other stylesheets and its markup stay as they were', async () => {
    const html = await withPageStyles(page(sheet), sheet);
    const cut = /<style>(\.card[^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(html).toBe(page(cut));
    expect(html).toContain('<style>.intro-splash{display:none}</style>');
  });

  it('refuses a page that does not carry the site stylesheet as the shell inlined it', async () => {
    await expect(withPageStyles(page('.other{}'), sheet)).rejects.toThrow(/site stylesheet/);
  });
});
