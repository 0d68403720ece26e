import { defineConfig, presetIcons, presetWind3, transformerVariantGroup } from 'unocss';
import { fileIcons, ICON_SPRITE_URL } from './scripts/icons/lucide-icons.ts';

/** Colour tokens are CSS variables (set per theme in src/styles/theme.css) so one class serves both themes. */
const token = (name: string) => `rgb(var(--c-${name}) / <alpha-value>)`;

const buttonVariants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link', 'hero', 'accent', 'glass'];
const buttonSizes = ['default', 'sm', 'lg', 'xl', 'icon'];

const iconFiles = fileIcons(import.meta.dirname);

export default defineConfig({
  // buttonClass() assembles these names at run time, where the extractor cannot see them.
  safelist: ['btn', ...buttonVariants.map((v) => `btn-${v}`), ...buttonSizes.map((s) => `btn-size-${s}`)],
  content: {
    filesystem: ['src/content/**/*.ts'],
    pipeline: { include: [/\.(tsx?|html)($|\?)/] },
  },
  rules: [
    // Icons other than the site chrome's are drawn through a mask from one sprite file (see
    // scripts/icons/): each class only names its view, the drawing is the preflight below. The chrome's icons fall
    // through to presetIcons and are inlined.
    [/^i-lucide-([a-z0-9-]+)$/, ([, name]) => (iconFiles.has(name!) ? { '--icon': `url("${ICON_SPRITE_URL}#${name}")` } : undefined)],
  ],
  preflights: [
    {
      // Class selectors, not [class*=…]: Chrome matches those per class instead of testing every
      // element on each style recalculation.
      getCSS: () =>
        `${[...iconFiles].map((name) => `.i-lucide-${name}`).join(',')}{` +
        '-webkit-mask:var(--icon) no-repeat center/100% 100%;mask:var(--icon) no-repeat center/100% 100%;' +
        'background-color:currentColor;width:1.2em;height:1.2em;display:inline-block;vertical-align:middle}',
    },
  ],
  presets: [
    // On demand: the `*, ::before, ::after` reset declares only the variables the utilities in use read.
    presetWind3({ dark: 'class', preflight: 'on-demand' }),
    presetIcons({ scale: 1.2, extraProperties: { display: 'inline-block', 'vertical-align': 'middle' } }),
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
