/**
 * Takes the app's entry script and module preloads out of the HTML and adds a tiny loader that
 * requests them right after the first frame is painted. The prerendered page is complete without
 * JavaScript, so painting it first and hydrating a moment later costs nothing and keeps script
 * parsing off the critical path of the first and largest contentful paints.
 */
export function deferEntry(html: string, pagePreloads: string[]): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('No entry script found in the HTML shell');
  const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]!);
  const modules = [...new Set([...preloads, ...pagePreloads])];
  const loader =
    `<script data-entry="${entry[1]}" data-preload="${modules.join(' ')}">` +
    `(function(s){requestAnimationFrame(function(){setTimeout(function(){` +
    `s.dataset.preload.split(' ').filter(Boolean).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});` +
    `import(s.dataset.entry)})})})(document.currentScript)</script>`;
  return html.replace(entry[0], '').replace(preloadTag, '').replace('</body>', `${loader}\n  </body>`);
}
