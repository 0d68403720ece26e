import type { HomePage } from '../../content/types';
import { symbolHref } from '../../components/ui/icon-sprite';
import { DrawingLabels } from './DrawingLabels';
import { heroIllustrationPlaces } from './hero-illustration-places';

/**
 * The platform at work: a wallet on a phone, a card and a POS terminal, each linked to one ledger.
 * Decorative (the intro beside it says the same in words). Its shapes are symbols the page
 * carries (or the sprite, after a navigation), so they cost this page's script nothing but a few
 * <use> elements; its box is reserved by the view box, so nothing moves when a shape arrives.
 */
export function HeroIllustration({ labels }: { labels: HomePage['hero']['illustration'] }) {
  return (
    <svg viewBox="0 0 480 440" width="480" height="440" aria-hidden="true" focusable="false" className="hero-illustration h-auto w-full">
      <use href={symbolHref('hero-backdrop')} className="text-primary" />
      <use href={symbolHref('hero-links')} className="text-primary" />
      <use href={symbolHref('phone-frame')} x="20" y="44" width="164" height="350" className="v-phone" />
      <use href={symbolHref('wallet-home')} x="20" y="44" width="164" height="350" className="v-screen" />
      <use href={symbolHref('card')} x="296" y="40" width="168" height="106" transform="rotate(-8 380 93)" className="v-card" />
      <use href={symbolHref('pos')} x="352" y="210" width="110" height="214" className="v-pos" />
      <use href={symbolHref('hub')} x="208" y="202" width="120" height="120" className="v-hub" />
      <DrawingLabels labels={labels} places={heroIllustrationPlaces} />
    </svg>
  );
}
