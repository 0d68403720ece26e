import { describe, expect, it } from 'vitest';
import { deferEntry } from '../../scripts/prerender/deferred-entry';
import { appStartSources, pageChunks, type ViteManifest } from '../../scripts/prerender/preload-links';

const shell = (body: string) => `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-abc.js">
</head><body>${body}</body></html>`;

describe('the prerendered page', () => {
  it("has the app's loader at the end of its body instead of the entry and its preloads, naming them and the whole stylesheet", () => {
    const html = deferEntry(shell('<main></main>'), ['/assets/page-abc.js'], 'LOADER', '/assets/style-abc.css');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<main></main><script data-entry="/assets/index-abc.js" data-preload="/assets/react-abc.js /assets/page-abc.js" data-stylesheet="/assets/style-abc.css">LOADER</script>');
  });
});

describe('the chunks every page preloads', () => {
  const manifest: ViteManifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_react.js'],
      dynamicImports: ['node_modules/react-dom/client.js', 'src/BrowserApp.tsx', 'src/templates/HomeTemplate.tsx', 'src/content/pages/index.en.json'],
    },
    '_react.js': { file: 'assets/react.js' },
    'node_modules/react-dom/client.js': { file: 'assets/client.js', imports: ['_react-dom.js'] },
    '_react-dom.js': { file: 'assets/react-dom.js', imports: ['_react.js'] },
    'src/BrowserApp.tsx': { file: 'assets/BrowserApp.js', imports: ['_react.js'] },
    'src/templates/HomeTemplate.tsx': { file: 'assets/HomeTemplate.js' },
    'src/content/pages/index.en.json': { file: 'assets/home.js' },
  };

  it("are what the entry imports as the app starts, not every page's content and template", () => {
    expect(appStartSources(manifest)).toEqual(['node_modules/react-dom/client.js', 'src/BrowserApp.tsx']);
    expect(pageChunks(manifest, appStartSources(manifest))).toEqual([
      '/assets/client.js',
      '/assets/react-dom.js',
      '/assets/react.js',
      '/assets/BrowserApp.js',
    ]);
  });
});
