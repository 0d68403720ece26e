import type { HomeSections } from '../../content/types';
import { symbolHref } from '../../components/ui/icon-sprite';
import { DrawingLabels } from './DrawingLabels';
import { walletScreenPlaces } from './wallet-screen-places';

/** The e-wallet in use: a phone paying a merchant by QR code (decorative: the section says it in words). */
export function WalletPhone({ labels }: { labels: HomeSections['eWallet']['screen'] }) {
  return (
    <svg viewBox="0 0 164 350" width="164" height="350" aria-hidden="true" focusable="false" className="h-auto w-full">
      <use href={symbolHref('phone-frame')} className="v-phone" />
      <use href={symbolHref('wallet-pay')} className="v-screen" />
      <DrawingLabels labels={labels} places={walletScreenPlaces} />
    </svg>
  );
}
