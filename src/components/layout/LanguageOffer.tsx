import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { CHOSEN_LOCALE_KEY, DECLINED_OFFER_KEY, offeredLocale } from '../../i18n/language-choice';
import { locale } from '../../i18n/locale';
import type { Locale } from '../../shared/locales';

// Rare (a first visit from a browser set to another of the site's languages): its own chunk.
const LanguageOfferBanner = lazy(() => import('./LanguageOfferBanner').then((module) => ({ default: module.LanguageOfferBanner })));

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const noSubscription = () => () => undefined;

function offerHere(): Locale | null {
  return offeredLocale({ page: locale, chosen: read(CHOSEN_LOCALE_KEY), languages: navigator.languages, declined: read(DECLINED_OFFER_KEY) });
}

/**
 * Offers the visitor their language (the one they chose before, or the Chinese or Amharic their
 * browser prefers): never a redirect, and not again once declined. Decided after hydration only
 * (it depends on this browser); nothing is rendered, or fetched, when there is nothing to offer.
 */
export function LanguageOffer() {
  const offered = useSyncExternalStore(noSubscription, offerHere, () => null);
  const [declined, setDeclined] = useState(false);
  if (!offered || declined) return null;
  const decline = () => {
    try {
      localStorage.setItem(DECLINED_OFFER_KEY, offered);
    } catch {
      // Storage blocked: the offer goes for this page at least.
    }
    setDeclined(true);
  };
  return (
    <Suspense fallback={null}>
      <LanguageOfferBanner offer={offered} onDecline={decline} />
    </Suspense>
  );
}
