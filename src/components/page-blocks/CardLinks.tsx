import { Link } from 'react-router-dom';
import { cardsFor } from '../../content/cards';
import { Icon } from '../ui/Icon';
import { locale } from '../../i18n/locale';
import { words } from '../../i18n/words';
import { localeInfo } from '../../shared/locales';
import { PhoneScroller } from './PhoneScroller';
import './page-blocks.css';

interface CardLinksProps {
  /** The pages to show, by path: each card is the page's title, blurb and icon. */
  paths: readonly string[];
  /** The cards' heading level: one below the heading they sit under. */
  headingLevel: 2 | 3 | 4;
  columns?: string;
  /** Adds an 'Explore' cue at the foot of each card. */
  explore?: boolean;
  /** On a phone, the cards scroll sideways in a region of this name instead of stacking. */
  scrollLabel?: string;
}

/** A grid of cards, each one link to a page; a page shown in English (not yet translated) has its card marked `lang="en"`. */
export function CardLinks({ paths, headingLevel, columns = 'lg:grid-cols-4', explore = false, scrollLabel }: CardLinksProps) {
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]!;
  const list = (
    <ul className={`grid list-none gap-4 p-0 sm:grid-cols-2 ${columns}`}>
      {cardsFor(paths).map((card) => (
        <li key={card.to}>
          <Link
            to={card.to}
            lang={card.fallback && 'en'}
            className="card lift flex h-full flex-col gap-2 p-5 text-fg no-underline hover:shadow-md"
          >
            <Icon name={card.icon} className="text-2xl text-primary" />
            <Heading className="text-base font-semibold">{card.title}</Heading>
            <p className="text-sm text-muted">{card.description}</p>
            {explore && (
              <span lang={card.fallback && localeInfo[locale].tag} className="mt-auto flex items-center gap-1 text-sm font-medium text-primary">
                {words.explore} <Icon name="i-lucide-arrow-right" />
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
  return scrollLabel ? <PhoneScroller label={scrollLabel}>{list}</PhoneScroller> : list;
}
