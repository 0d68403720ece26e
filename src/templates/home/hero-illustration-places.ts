import type { HeroIllustrationPlace } from '../../content/types';
import type { DrawingPlaces } from './drawing';

/** Where the hero illustration's words sit on its 480 × 440 canvas (the shapes are in drawings.svg). */
export const heroIllustrationPlaces: DrawingPlaces<HeroIllustrationPlace> = {
  wallet: { x: 38, y: 94, size: 13, weight: 700, width: 100, tone: 'fg' },
  balanceLabel: { x: 50, y: 130, size: 11, width: 60, tone: 'onPrimary' },
  balance: { x: 50, y: 164, size: 16, weight: 700, width: 104, tone: 'onPrimary' },
  cardNumber: { x: 312, y: 128, size: 14, width: 110, tone: 'bg', rotate: [-8, 380, 93] },
  posAmount: { x: 407, y: 272, size: 12, weight: 700, width: 80, tone: 'fg', anchor: 'middle' },
  posStatus: { x: 407, y: 294, size: 11, weight: 700, width: 80, tone: 'primary', anchor: 'middle' },
  ledger: { x: 268, y: 344, size: 15, weight: 700, width: 160, tone: 'fg', anchor: 'middle' },
};
