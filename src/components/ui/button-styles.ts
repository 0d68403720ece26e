/** The spec's button variants and sizes: each a UnoCSS shortcut (uno.config.ts), written out here so the stylesheet has them. */
const variants = {
  default: 'btn-default',
  destructive: 'btn-destructive',
  outline: 'btn-outline',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  link: 'btn-link',
  hero: 'btn-hero',
  accent: 'btn-accent',
  glass: 'btn-glass',
} as const;

const sizes = {
  default: 'btn-size-default',
  sm: 'btn-size-sm',
  lg: 'btn-size-lg',
  xl: 'btn-size-xl',
  icon: 'btn-size-icon',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** Class names of a button of the given variant and size. */
export function buttonClass(variant: ButtonVariant = 'default', size: ButtonSize = 'default'): string {
  return `btn ${variants[variant]} ${sizes[size]}`;
}
