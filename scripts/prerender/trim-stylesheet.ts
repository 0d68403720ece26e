import postcss from 'postcss';

/** A functional pseudo-class's argument list (`:not(…)`, `:is(…)`): the classes in it may match by their absence or as one option of several. */
const FUNCTIONAL_PSEUDO = /:[\w-]+\(/g;

/** The selector without the arguments of its functional pseudo-classes (`a:not(.b) .c` → `a:not() .c`), nested parentheses included. */
function withoutPseudoArguments(selector: string): string {
  let result = '';
  let from = 0;
  for (const match of selector.matchAll(FUNCTIONAL_PSEUDO)) {
    if (match.index < from) continue;
    let depth = 1;
    let at = match.index + match[0].length;
    for (; at < selector.length && depth > 0; at++) {
      if (selector[at] === '\\') at++;
      else if (selector[at] === '(') depth++;
      else if (selector[at] === ')') depth--;
    }
    result += `${selector.slice(from, match.index + match[0].length)})`;
    from = at;
  }
  return result + selector.slice(from);
}

const unescape = (name: string) =>
  name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );

/**
 * The classes an element must have for the selector to match it, unescaped (`.md\:flex` → `md:flex`).
 * Classes inside `:not()`, `:is()`, `:where()` or `:has()` are left out: they may match without being present.
 */
export function requiredClasses(selector: string): string[] {
  return [...withoutPseudoArguments(selector).matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map(([, name]) => unescape(name!));
}

/**
 * The stylesheet without the rules that can match nothing on a page: a rule stays when one of its
 * selectors requires only classes `isUsed` accepts. Rules without classes (elements, `:root`,
 * `@font-face`, keyframes) stay, and what stays keeps its order, so the cascade is the full sheet's.
 */
export function trimStylesheet(css: string, isUsed: (className: string) => boolean): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    if (!rule.selectors.some((selector) => requiredClasses(selector).every(isUsed))) rule.remove();
  });
  // Innermost first, so an at-rule left with only empty at-rules inside goes too.
  const atRules: postcss.AtRule[] = [];
  root.walkAtRules((atRule) => void atRules.push(atRule));
  for (const atRule of atRules.reverse()) if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  return root.toString();
}
