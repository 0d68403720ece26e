import type { HeroIllustrationPlace } from '../../content/types';
import type { DrawingPlaces } from './drawing';

/**
 * Where the hero illustration's words sit on its 480 × 440 canvas (the shapes are in drawings.svg).
 * Three kinds of type only (12 regular, 12 bold, 15 bold): each size and weight is a font the
 * browser looks up and sets up in the page's first layout, 1-3 ms apiece on the test VM.
 */
export const heroIllustrationPlaces: DrawingPlaces<HeroIllustrationPlace> = {
  wallet: { x: 38, y: 94, size: 12, weight: 700, width: 100, tone: 'fg' },
  balanceLabel: { x: 50, y: 130, size: 12, width: 60, tone: 'onPrimary' },
  balance: { x: 50, y: 164, size: 15, weight: 700, width: 104, tone: 'onPrimary' },
  cardNumber: { x: 312, y: 128, size: 12, width: 110, tone: 'bg', rotate: [-8, 380, 93] },
  posAmount: { x: 407, y: 272, size: 12, weight: 700, width: 80, tone: 'fg', anchor: 'middle' },
  posStatus: { x: 407, y: 294, size: 12, weight: 700, width: 80, tone: 'primary', anchor: 'middle' },
  ledger: { x: 268, y: 344, size: 15, weight: 700, width: 160, tone: 'fg', anchor: 'middle' },
};
