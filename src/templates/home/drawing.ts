/**
 * The home page's drawings: symbols copied into the sprite at build (`symbolHref(<symbol>)` draws
 * one), which the prerenderer copies into each page that draws them.
 */
export const HOME_DRAWINGS_SOURCE = 'src/templates/home/drawings.svg';

/**
 * The theme colours a word on a drawing is written in: text colours the stylesheet has for the
 * rest of the site (the word is filled with currentColor), written out so UnoCSS finds them.
 */
const tones = {
  fg: 'text-fg',
  muted: 'text-muted',
  primary: 'text-primary',
  onPrimary: 'text-on-primary',
  bg: 'text-bg',
} as const;

/**
 * Where a label sits on a drawing, in the drawing's own units: its first baseline at `x`, `y` (the
 * middle of the line when `anchor` is 'middle'), and the `width` its longest line must fit in, in
 * every language (tests/e2e/home-visuals.spec.ts measures them).
 */
export interface LabelPlace {
  x: number;
  y: number;
  size: number;
  width: number;
  tone: keyof typeof tones;
  weight?: 600 | 700;
  anchor?: 'middle';
  /** Turns the label with a rotated shape: degrees about a point. */
  rotate?: readonly [degrees: number, x: number, y: number];
}

/** Every label of a drawing has a place; a label drawn twice (the same amount on both sides) has two. */
export type DrawingPlaces<Place extends string> = Record<Place, LabelPlace | readonly LabelPlace[]>;

export const toneClass = (place: LabelPlace) => tones[place.tone];
