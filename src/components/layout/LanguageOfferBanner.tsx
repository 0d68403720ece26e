import { useLocation } from 'react-router-dom';
import { words } from '../../i18n/words';
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

/**
 * The offer, worded in the page's language with the other language named in itself, fixed at the
 * foot of the screen so nothing moves. Following it remembers the choice (`data-choose-locale`).
 */
export function LanguageOfferBanner({ offer, onDecline }: { offer: Locale; onDecline: () => void }) {
  const { pathname } = useLocation();
  const { name, tag } = localeInfo[offer];
  return (
    <aside
      aria-label={words.language.label}
      className="card fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-xl flex-wrap items-center gap-3 p-4 shadow-lg"
    >
      <p className="m-0 flex-1 text-sm">
        <Around text={words.language.offer} name={name} tag={tag} />
      </p>
      <a href={pathIn(offer, pathname)} hrefLang={tag} data-choose-locale={offer} className="btn btn-default btn-size-sm">
        <Around text={words.language.switchTo} name={name} tag={tag} />
      </a>
      <button type="button" onClick={onDecline} className="btn btn-ghost btn-size-sm">
        {words.language.dismiss}
      </button>
    </aside>
  );
}
