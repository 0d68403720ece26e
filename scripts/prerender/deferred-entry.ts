import { INTRO_CLASS, INTRO_END_EVENT, INTRO_HOLD_EVENT } from '../../src/splash/intro-state';

/** How long after its first frame a page whose browser does not report the first paint starts the app. */
const PAINT_REPORT_WAIT_MS = 500;

/**
 * Takes the app's entry script and module preloads out of the HTML and adds a tiny loader that
 * requests them once the first paint is on screen, or, where a web font is still on its way then
 * (the Amharic pages' Ethiopic font), once it has arrived. The prerendered page is complete without JavaScript,
 * so painting it first and hydrating a moment later costs nothing and keeps scripts off the critical
 * path of the first and largest contentful paints: an Amharic page's largest paint is its text set
 * in that font, and the modules no longer share the network with it. While the home page's
 * intro plays, the modules are fetched in its hold at 100 % and the app starts once the page is
 * revealed, so no task of the app's ever holds up a frame of the count. The preloads are added one
 * per task, so that none of those tasks is long.
 */
export function deferEntry(html: string, pagePreloads: string[]): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('No entry script found in the HTML shell');
  const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]!);
  const modules = [...new Set([...preloads, ...pagePreloads])];
  // Static text (only the data attributes differ from page to page), so a CSP can allow it by hash.
  const loader =
    `<script data-entry="${entry[1]}" data-preload="${modules.join(' ')}">` +
    `(function(s,d){var q;function preload(){if(q)return;q=s.dataset.preload.split(' ').filter(Boolean);next()}` +
    // One link per task: starting a fetch costs ~1 ms, now and then 5, and a cold renderer took
    // 23 ms for a page's eighteen in one task, a long task on a phone.
    `function next(){var h=q.shift();if(!h)return;var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l);setTimeout(next)}` +
    `function start(){preload();import(s.dataset.entry)}` +
    // The browser's report of the first contentful paint comes once the frame is on screen, which
    // can be tens of ms after the frame was drawn; a browser that never reports it (none it
    // supports, or a page opened in a background tab) goes on 500 ms after its first frame.
    `function painted(go){var done;function once(){if(!done){done=1;go()}}requestAnimationFrame(function(){setTimeout(once,${PAINT_REPORT_WAIT_MS})});` +
    `try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();once()}});o.observe({type:'paint',buffered:true})}catch(e){}}` +
    `painted(function(){(d.fonts&&d.fonts.status==='loading'?d.fonts.ready:Promise.resolve()).then(function(){setTimeout(function(){` +
    `if(!d.documentElement.classList.contains('${INTRO_CLASS}'))return start();` +
    `d.addEventListener('${INTRO_HOLD_EVENT}',preload,{once:true});d.addEventListener('${INTRO_END_EVENT}',start,{once:true})` +
    `})})})})(document.currentScript,document)</script>`;
  return html.replace(entry[0], '').replace(preloadTag, '').replace('</body>', `${loader}\n  </body>`);
}
