import { Link, useLocation } from 'react-router-dom';
import { breadcrumbs } from '../../content/breadcrumbs';
import { locale } from '../../i18n/locale';
import { words } from '../../i18n/words';
import { localeInfo } from '../../shared/locales';
import { normalizePath } from '../../shared/site-paths';

/**
 * Where a service or use-case page sits: a trail of links ending on the page itself; nothing
 * elsewhere. On a page shown in English (not yet translated) the trail keeps the build's language,
 * the page's own crumb marked English.
 */
export function Breadcrumbs({ title }: { title: string }) {
  const { pathname } = useLocation();
  const trail = breadcrumbs(normalizePath(pathname), title);
  if (trail.length === 0) return null;
  const inEnglishPage = trail.at(-1)?.lang === 'en';
  return (
    <nav aria-label={words.breadcrumb} lang={inEnglishPage ? localeInfo[locale].tag : undefined} data-pagefind-ignore="">
      <ol className="m-0 flex list-none flex-wrap items-center gap-x-2 gap-y-1 p-0 text-sm text-muted">
        {trail.map((crumb, index) => (
          <li key={crumb.href} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">›</span>}
            {index === trail.length - 1 ? (
              <span aria-current="page" lang={crumb.lang} className="text-fg">
                {crumb.label}
              </span>
            ) : (
              // A section of the home page is a plain link: the browser scrolls to it.
              <Link to={crumb.href} reloadDocument={crumb.href.includes('#')} className="text-muted hover:text-fg">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
