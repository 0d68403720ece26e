import { type Rule, defineConfig, presetWind3, transformerVariantGroup } from 'unocss';

/** Colour tokens are CSS variables (set per theme in src/styles/theme.css) so one class serves both themes. */
const token = (name: string) => `rgb(var(--c-${name}) / <alpha-value>)`;

/**
 * Shadows, filters and transforms as plain declarations. presetWind3 composes them from `--un-*`
 * variables, which need a `*, ::before, ::after` block declaring ~36 of them on every element: on a
 * 262-element page that made the first style recalculation 89-101 ms instead of 57-62 ms here.
 */
const shadows: Record<string, string> = {
  sm: '0 1px 2px 0 #0000000d',
  md: '0 4px 6px -1px #0000001a,0 2px 4px -2px #0000001a',
  lg: '0 10px 15px -3px #0000001a,0 4px 6px -4px #0000001a',
  xl: '0 20px 25px -5px #0000001a,0 8px 10px -6px #0000001a',
  '2xl': '0 25px 50px -12px #00000040',
};
const variableFreeRules: Rule[] = [
  [/^shadow-(sm|md|lg|xl|2xl)$/, ([, size]) => ({ 'box-shadow': shadows[size!] })],
  [/^brightness-(\d+)$/, ([, percent]) => ({ filter: `brightness(${Number(percent) / 100})` })],
  [/^rotate-(\d+)$/, ([, degrees]) => ({ transform: `rotate(${degrees}deg)` })],
  ['backdrop-blur', { '-webkit-backdrop-filter': 'blur(8px)', 'backdrop-filter': 'blur(8px)' }],
];

export default defineConfig({
  content: {
    // The content's data and modules; not its schema (src/content/schema/), whose words are not classes.
    filesystem: ['src/content/**/*.json', 'src/content/*.ts', 'src/content/home/*.ts'],
    // The pipeline's filter also picks which of the filesystem's files are scanned: it names the content's JSON.
    pipeline: { include: [/\.(tsx?|html)($|\?)/, /\/src\/content\/.+\.json($|\?)/] },
  },
  rules: variableFreeRules,
  presets: [
    // On demand: the `*, ::before, ::after` reset declares only the variables the utilities in use read.
    presetWind3({ dark: 'class', preflight: 'on-demand' }),
  ],
  transformers: [transformerVariantGroup()],
  theme: {
    colors: {
      bg: token('bg'),
      fg: token('fg'),
      muted: token('muted'),
      subtle: token('subtle'),
      card: token('card'),
      line: token('line'),
      primary: token('primary'),
      'on-primary': token('on-primary'),
      accent: token('accent'),
      'on-accent': token('on-accent'),
      danger: token('danger'),
      'on-danger': token('on-danger'),
    },
    fontFamily: {
      sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    },
  },
  shortcuts: {
    container: 'mx-auto w-full max-w-6xl px-4 sm:px-6',
    card: 'rounded-2xl border border-line bg-card p-6 shadow-sm',
    eyebrow: 'text-sm font-semibold uppercase tracking-wider text-primary',
    btn: 'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium no-underline transition-colors focus-visible:(outline-2 outline-offset-2 outline-primary outline) disabled:(pointer-events-none opacity-60)',
    // Hover darkens (a lighter, translucent fill would drop white text below 4.5:1).
    'btn-default': 'bg-primary text-on-primary hover:brightness-90',
    'btn-destructive': 'bg-danger text-on-danger hover:brightness-90',
    'btn-outline': 'border border-line bg-transparent text-fg hover:bg-subtle',
    'btn-secondary': 'bg-subtle text-fg hover:bg-subtle/80',
    'btn-ghost': 'bg-transparent text-fg hover:bg-subtle',
    'btn-link': 'bg-transparent text-primary underline-offset-4 hover:underline',
    'btn-hero': 'bg-primary text-on-primary shadow-lg hover:(brightness-90 shadow-xl)',
    'btn-accent': 'bg-accent text-on-accent hover:brightness-90',
    'btn-glass': 'border border-line/60 bg-card/70 text-fg backdrop-blur hover:bg-card',
    'btn-size-default': 'h-10 px-4 py-2 text-sm',
    'btn-size-sm': 'h-9 px-3 text-sm',
    'btn-size-lg': 'h-11 px-6 text-base',
    'btn-size-xl': 'h-12 px-8 text-lg',
    'btn-size-icon': 'h-10 w-10',
  },
});
