import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { CHOSEN_LOCALE_KEY, DECLINED_OFFER_KEY, offeredLocale } from '../../i18n/language-choice';
import { locale } from '../../i18n/locale';
import { messages } from '../../i18n/messages';
import { localeInfo, type Locale } from '../../shared/locales';
import { pathIn } from '../../shared/site-paths';

/** A sentence of this page's language around another language's name, marked as that language. */
function Around({ text, name, tag }: { text: { before: string; after: string }; name: string; tag: string }) {
  return (
    <>
      {text.before}
      <span lang={tag}>{name}</span>
      {text.after}
    </>
  );
}

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
 * A small offer to read the site in the visitor's language (the one they chose before, or the
 * Chinese or Amharic their browser prefers), worded in the page's language with the other
 * language named in itself. Never a redirect; declined, it stays away. Shown after hydration only
 * (it depends on this browser), fixed at the foot of the screen so nothing moves.
 */
export function LanguageOffer() {
  const { pathname } = useLocation();
  // This browser's state: nothing in the prerendered page, the offer once the app runs.
  const offered = useSyncExternalStore(noSubscription, offerHere, () => null);
  const [declined, setDeclined] = useState(false);
  const offer = declined ? null : offered;
  if (!offer) return null;

  const { name, tag } = localeInfo[offer];
  const decline = () => {
    try {
      localStorage.setItem(DECLINED_OFFER_KEY, offer);
    } catch {
      // Storage blocked: the offer goes for this page at least.
    }
    setDeclined(true);
  };
  return (
    <aside
      aria-label={messages.language.label}
      className="card fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-xl flex-wrap items-center gap-3 p-4 shadow-lg"
    >
      <p className="m-0 flex-1 text-sm">
        <Around text={messages.language.offer} name={name} tag={tag} />
      </p>
      <a href={pathIn(offer, pathname)} hrefLang={tag} data-choose-locale={offer} className="btn btn-default btn-size-sm">
        <Around text={messages.language.switchTo} name={name} tag={tag} />
      </a>
      <button type="button" onClick={decline} className="btn btn-ghost btn-size-sm">
        {messages.language.dismiss}
      </button>
    </aside>
  );
}
