import type { BrowserContext } from '@playwright/test';

/**
 * Markup and script a visitor (or a forged link, or a compromised service) might slip into the
 * site: tags, attributes, `javascript:` URLs, SVG and MathML, entity and encoding tricks, broken
 * nesting. Each calls `xss()` if it ever runs. All fit the forms' 100-character name limit.
 */
export const XSS_PAYLOADS = [
  '<script>xss()</script>',
  '<img src=x onerror=xss()>',
  '<img src="x" onerror="xss()">',
  '<svg onload=xss()>',
  '<svg><script>xss()</script></svg>',
  '<svg><animate onbegin=xss() attributeName=x dur=1s>',
  '"><script>xss()</script>',
  "'><img src=x onerror=xss()>",
  '</title><script>xss()</script>',
  '</textarea><script>xss()</script>',
  'javascript:xss()',
  '<a href="javascript:xss()">click</a>',
  '<a href="jav&#x09;ascript:xss()">tab</a>',
  '<IMG SRC=JaVaScRiPt:xss()>',
  '<iframe src="javascript:xss()"></iframe>',
  '<iframe srcdoc="<script>parent.xss()</script>"></iframe>',
  '<object data="javascript:xss()"></object>',
  '<embed src="javascript:xss()">',
  '<body onload=xss()>',
  '<details open ontoggle=xss()>',
  '<input autofocus onfocus=xss()>',
  '<form action="javascript:xss()"><button>go</button></form>',
  '<div style="background:url(javascript:xss())">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=xss()>',
  '<noscript><p title="</noscript><img src=x onerror=xss()>">',
  '<scr<script>ipt>xss()</scr</script>ipt>',
  '&lt;img src=x onerror=xss()&gt;',
  '&#60;script&#62;xss()&#60;/script&#62;',
  '<img src=x onerror="&#120;&#115;&#115;()">',
  '%3Cscript%3Exss()%3C%2Fscript%3E',
  '\\u003cimg src=x onerror=xss()\\u003e',
  'data:text/html,<script>xss()</script>',
  '<meta http-equiv="refresh" content="0;url=javascript:xss()">',
  '<base href="javascript:xss()//">',
  '{{constructor.constructor("xss()")()}}',
  '${xss()}',
  '"-xss()-"',
] as const;

/**
 * Elements a payload would have made had it been parsed as markup: the tests expect none. The site's
 * own icons (`<svg class="icon">`, src/components/ui/Icon.tsx) are the one svg it renders and the
 * header's language menu (`<details data-language-menu>`) its one disclosure; no payload above
 * carries that class or attribute.
 */
export const INJECTED =
  'img, svg:not(.icon), script, iframe, object, embed, math, a[href^="javascript"], form form, details:not([data-language-menu]), base, meta';

/**
 * The sentinel: an `xss()` every page and frame of the context can call. Returns the calls so far
 * (with the page that made them): the tests expect none.
 */
export async function xssSentinel(context: BrowserContext): Promise<string[]> {
  const calls: string[] = [];
  await context.exposeBinding('xss', ({ frame }) => {
    calls.push(frame.url());
  });
  return calls;
}

/**
 * The payloads in groups of at most `size`, each named by its place in the list, one test a group:
 * every payload tried in every place, and no test long enough to need more than the usual time,
 * while the groups share the workers.
 */
export function payloadGroups(size: number): { name: string; payloads: string[] }[] {
  return Array.from({ length: Math.ceil(XSS_PAYLOADS.length / size) }, (_, group) => {
    const payloads = XSS_PAYLOADS.slice(group * size, (group + 1) * size);
    return { name: `payloads ${group * size + 1}–${group * size + payloads.length} of ${XSS_PAYLOADS.length}`, payloads };
  });
}

/** Four groups of about ten. */
export const PAYLOAD_GROUPS = payloadGroups(Math.ceil(XSS_PAYLOADS.length / 4));
