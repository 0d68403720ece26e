import type { WalletScreenPlace } from '../../content/types';
import type { DrawingPlaces } from './drawing';

/** Where the words of the wallet's pay screen sit on the phone (164 × 350). */
export const walletScreenPlaces: DrawingPlaces<WalletScreenPlace> = {
  title: { x: 82, y: 51, size: 12, weight: 700, width: 104, tone: 'fg', anchor: 'middle' },
  merchant: { x: 82, y: 124, size: 13, weight: 700, width: 136, tone: 'fg', anchor: 'middle' },
  amount: { x: 82, y: 246, size: 20, weight: 700, width: 136, tone: 'fg', anchor: 'middle' },
  tier: { x: 82, y: 273, size: 10, weight: 700, width: 80, tone: 'primary', anchor: 'middle' },
  action: { x: 82, y: 315, size: 13, weight: 700, width: 116, tone: 'onPrimary', anchor: 'middle' },
};
