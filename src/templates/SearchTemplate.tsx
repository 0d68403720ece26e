import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Link, useHref, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../components/page-blocks/PageHeader';
import { serviceNavGroups, useCaseLinks, type NavLink } from '../components/layout/site-navigation';
import { Icon } from '../components/ui/Icon';
import { useFocusAfterSwap, useLoadOnReach } from '../components/ui/useLoadOnReach';
import type { SearchPage } from '../content/types';
import { words } from '../search/words';
import { SEARCH_PATH } from '../search/search-paths';

const loadPanel = () => import('../search/SearchPanel').then((module) => module.SearchPanel);

/** One section of the site, as a heading and its links (not a landmark: the footer names the same sections). */
function Section({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <div role="group" aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-semibold">
        {title}
      </h3>
      <ul className="m-0 flex list-none flex-col gap-1 p-0 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} lang={link.lang} className="text-muted hover:text-fg">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * `/search?q=…`: the prerendered page says search needs JavaScript and lists every section. In
 * the browser a search box stands ready at once; the search itself (its code, none of it in the
 * initial scripts) loads on the first reach for the box, or at once for a link that names a query,
 * and keeps the query in the URL as the visitor types.
 */
export function SearchTemplate({ page }: { page: SearchPage }) {
  const [params, setParams] = useSearchParams();
  const initialQuery = params.get('q') ?? '';
  const { Component: Panel, request } = useLoadOnReach(loadPanel, initialQuery !== '');
  // What the box holds when the search takes over (typed before the app arrived, too).
  const [typed, setTyped] = useState(initialQuery);
  const box = useRef<HTMLInputElement>(null);
  const panelInput = useRef<HTMLInputElement>(null);
  const reach = () => {
    setTyped(box.current?.value ?? initialQuery);
    request();
  };
  useFocusAfterSwap(
    Panel !== null,
    useCallback(() => panelInput.current, []),
  );
  const searchUrl = useHref(SEARCH_PATH);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reach();
  };

  return (
    <article>
      <PageHeader icon={page.icon} title={page.title} intro={page.intro} />
      <div className="container flex flex-col gap-12 pb-16">
        <div className="flex min-h-32 flex-col rounded-2xl border border-line bg-card">
          {Panel ? (
            <Panel
              inputRef={panelInput}
              initialQuery={typed}
              onQueryChange={(query) => setParams(query.trim() ? { q: query } : {}, { replace: true })}
            />
          ) : (
            <>
              <form role="search" action={searchUrl} method="get" onSubmit={onSubmit} data-js-only="" className="flex items-center gap-2 px-4">
                <Icon name="i-lucide-search" className="shrink-0 text-xl text-muted" />
                <input
                  ref={box}
                  type="search"
                  name="q"
                  defaultValue={initialQuery}
                  aria-label={words.inputLabel}
                  placeholder={words.placeholder}
                  autoComplete="off"
                  spellCheck={false}
                  onFocus={reach}
                  onPointerEnter={reach}
                  onKeyDown={reach}
                  onInput={(event) => setTyped(event.currentTarget.value)}
                  className="h-14 min-w-0 flex-1 bg-transparent text-base text-fg outline-none placeholder:text-muted"
                />
              </form>
              <p className="p-4 text-muted" data-no-js-only="">
                {page.needsScript}
              </p>
            </>
          )}
        </div>
        <nav aria-labelledby="search-sections">
          <h2 id="search-sections" className="mb-6 text-2xl font-bold">
            {words.browse.title}
          </h2>
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {serviceNavGroups.map((group) => (
              <Section
                key={group.id}
                id={`search-${group.id}`}
                title={group.name}
                links={group.indexPath ? [{ to: group.indexPath, label: words.browse.overview }, ...group.links] : group.links}
              />
            ))}
            <Section id="search-use-cases" title={words.browse.useCases} links={useCaseLinks} />
          </div>
        </nav>
      </div>
    </article>
  );
}
