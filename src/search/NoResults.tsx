import { Link } from 'react-router-dom';
import { Icon } from '../components/ui/Icon';
import { contactHref } from '../content/actions';
import { iconOf } from '../content/page-icons';
import { findPage } from '../content/registry';
import { popularPaths } from '../content/search';
import { words } from './words';

/** What a search that finds nothing offers: the most visited products, and a word with the team. */
export function NoResults({ query, onNavigate }: { query: string; onNavigate?: () => void }) {
  const popular = popularPaths.flatMap((path) => {
    const page = findPage(path);
    return page?.menu ? [{ path, label: page.menu.label, icon: iconOf(path) }] : [];
  });
  return (
    <div className="flex flex-col gap-4 px-2 pb-3">
      <section aria-labelledby="search-popular">
        <h2 id="search-popular" className="mb-2 text-sm font-semibold text-fg">
          {words.noResults.popularPages}
        </h2>
        <ul className="m-0 grid list-none gap-1 p-0 sm:grid-cols-2">
          {popular.map((page) => (
            <li key={page.path}>
              <Link
                to={page.path}
                onClick={onNavigate}
                className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-fg no-underline hover:bg-subtle focus-visible:(outline-2 outline-primary outline)"
              >
                <Icon name={page.icon} className="shrink-0 text-primary" />
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p className="text-sm text-muted">
        {words.noResults.notWhatYouNeed}{' '}
        {/* A page load, not a route change: the home page's contact form takes its topic as it starts. */}
        <Link reloadDocument to={contactHref(words.noResults.conversationAbout(query))} onClick={onNavigate} className="font-medium text-primary">
          {words.noResults.askTeam(query)}
        </Link>
      </p>
    </div>
  );
}
