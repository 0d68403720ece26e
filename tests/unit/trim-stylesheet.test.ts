import { describe, expect, it } from 'vitest';
import { trimToPage } from '../../scripts/prerender/inline-styles';
import { chunksOfPage, type ViteManifest } from '../../scripts/prerender/preload-links';
import { requiredClasses, trimStylesheet } from '../../scripts/prerender/trim-stylesheet';

const used = (...names: string[]) => (name: string) => names.includes(name);

describe('the classes a selector requires', () => {
  it('are its class names, unescaped', () => {
    expect(requiredClasses('.md\\:flex>.p-2')).toEqual(['md:flex', 'p-2']);
    expect(requiredClasses('.w-1\\/2')).toEqual(['w-1/2']);
    expect(requiredClasses('.\\31 0x')).toEqual(['10x']);
  });

  it('leave out those a :not(), :is(), :where() or :has() names, which may match by their absence or as one option', () => {
    expect(requiredClasses('html.intro:not(.intro-hold) .splash')).toEqual(['intro', 'splash']);
    expect(requiredClasses('.a:is(.b,.c:not(.d)) .e')).toEqual(['a', 'e']);
    expect(requiredClasses(':where(.dark) .card')).toEqual(['card']);
  });
});

describe('a stylesheet trimmed to a page', () => {
  const css = '*,:before{--x:0}.flex{display:flex}.grid{display:grid}@media (min-width:768px){.md\\:grid{display:grid}.md\\:flex{display:flex}}.hidden{display:none}';

  it('keeps the rules of the classes the page uses, in their order, and the rules that need no class', () => {
    expect(trimStylesheet(css, used('flex', 'md:flex', 'hidden'))).toBe(
      '*,:before{--x:0}.flex{display:flex}@media (min-width:768px){.md\\:flex{display:flex}}.hidden{display:none}',
    );
  });

  it('drops an at-rule left empty', () => {
    expect(trimStylesheet(css, used('flex'))).toBe('*,:before{--x:0}.flex{display:flex}');
  });

  it('keeps a rule one of whose selectors the page can match', () => {
    expect(trimStylesheet('.a,.b{color:red}.c,.d{color:blue}', used('b'))).toBe('.a,.b{color:red}');
  });

  it('keeps every keyframe and font face', () => {
    const kept = '@keyframes rise{0%{opacity:0}to{opacity:1}}@font-face{font-family:x;src:url(x.woff2)}';
    expect(trimStylesheet(`${kept}.unused{color:red}`, used())).toBe(kept);
  });
});

describe('the home page’s inlined stylesheet', () => {
  const stylesheet = { href: '/assets/style-1.css', css: '.flex{display:flex}.menu-open{color:red}.auth-form{color:blue}.dark{color:#fff}' };
  const page = '<html><head><style>.flex{display:flex}.menu-open{color:red}.auth-form{color:blue}.dark{color:#fff}</style></head><body><div class="flex x"></div><script>document.documentElement.classList.add("dark")</script></body></html>';

  it('keeps the rules of its elements, of its inline scripts and of the scripts it can run, and names the whole sheet', () => {
    expect(trimToPage(page, stylesheet, 'className:"menu-open"')).toBe(
      '<html><head><style data-site-stylesheet="/assets/style-1.css">.flex{display:flex}.menu-open{color:red}.dark{color:#fff}</style></head><body><div class="flex x"></div><script>document.documentElement.classList.add("dark")</script></body></html>',
    );
  });

  it('fails the build when the page does not carry the site stylesheet inline', () => {
    expect(() => trimToPage('<html><head></head></html>', stylesheet, '')).toThrow('does not inline the site stylesheet');
  });
});

describe('the chunks a page can load without leaving it', () => {
  const manifest: ViteManifest = {
    'src/main.tsx': { file: 'assets/main.js', isEntry: true, imports: ['src/shell.tsx'], dynamicImports: ['src/templates/Home.tsx', 'src/templates/Auth.tsx', 'src/content/pages/about.ts', 'src/components/SearchDialog.tsx'] },
    'src/shell.tsx': { file: 'assets/shell.js' },
    'src/components/SearchDialog.tsx': { file: 'assets/search.js' },
    'src/templates/Home.tsx': { file: 'assets/home.js', dynamicImports: ['src/templates/home/Sections.tsx'] },
    'src/templates/home/Sections.tsx': { file: 'assets/sections.js' },
    'src/content/pages/home.ts': { file: 'assets/home-content.js' },
    'src/templates/Auth.tsx': { file: 'assets/auth.js' },
    'src/content/pages/about.ts': { file: 'assets/about.js' },
  };

  it('are its own sources and what they load, and the app’s start and what it loads on demand, but not the other pages', () => {
    expect(chunksOfPage(manifest, ['src/content/pages/home.ts', 'src/templates/Home.tsx']).sort()).toEqual(
      ['assets/home-content.js', 'assets/home.js', 'assets/main.js', 'assets/search.js', 'assets/sections.js', 'assets/shell.js'],
    );
  });
});
