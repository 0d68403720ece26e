export type ButtonVariant =
  | 'default'
  | 'destructive'
  | 'outline'
  | 'secondary'
  | 'ghost'
  | 'link'
  | 'hero'
  | 'accent'
  | 'glass';

export type ButtonSize = 'default' | 'sm' | 'lg' | 'xl' | 'icon';

/** Class names of the spec's button variants and sizes (UnoCSS shortcuts in uno.config.ts). */
export function buttonClass(variant: ButtonVariant = 'default', size: ButtonSize = 'default'): string {
  return `btn btn-${variant} btn-size-${size}`;
}
