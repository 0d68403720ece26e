import { useLocation } from 'react-router-dom';
import { locale } from '../../i18n/locale';
import { localeInfo, locales } from '../../shared/locales';
import { pathIn } from '../../shared/site-paths';

/**
 * Links to this page in each language, each named in itself. Plain links (a new page in another
 * language), which work without JavaScript; the early script (src/before-hydration) remembers the choice
 * (`data-choose-locale`), before and after the app arrives.
 */
export function LanguageLinks({ className, itemClassName }: { className?: string; itemClassName: string }) {
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {locales.map((target) => {
        const { name, tag } = localeInfo[target];
        return (
          <li key={target}>
            <a
              href={pathIn(target, pathname)}
              hrefLang={tag}
              lang={tag}
              data-choose-locale={target}
              aria-current={target === locale ? 'true' : undefined}
              className={itemClassName}
            >
              {name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
