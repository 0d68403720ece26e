import { useEffect, useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../components/content/PageHeader';
import { serviceNavGroups, useCaseLinks, type NavLink } from '../components/layout/site-navigation';
import type { SearchPage } from '../content/types';
import type { SearchPanelProps } from '../search/SearchPanel';
import { messages } from '../search/messages';

function Section({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-semibold">
        {title}
      </h3>
      <ul className="m-0 flex list-none flex-col gap-1 p-0 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-muted hover:text-fg">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/search?q=…`: the prerendered page says search needs JavaScript and lists every section; in the
 * browser the search box (loaded after the page, none of it in the initial scripts) searches for
 * `q` and keeps the query in the URL as the visitor types.
 */
export function SearchTemplate({ page }: { page: SearchPage }) {
  const [params, setParams] = useSearchParams();
  const [Panel, setPanel] = useState<ComponentType<SearchPanelProps> | null>(null);
  useEffect(() => {
    void import('../search/SearchPanel').then((module) => setPanel(() => module.SearchPanel));
  }, []);

  return (
    <article>
      <PageHeader icon={page.icon} title={page.title} intro={page.intro} />
      <div className="container flex flex-col gap-12 pb-16">
        <div className="flex min-h-32 flex-col rounded-2xl border border-line bg-card">
          {Panel ? (
            <Panel
              initialQuery={params.get('q') ?? ''}
              onQueryChange={(query) => setParams(query.trim() ? { q: query } : {}, { replace: true })}
            />
          ) : (
            <p className="p-4 text-muted" data-no-js-only="">
              {page.needsScript}
            </p>
          )}
        </div>
        <nav aria-labelledby="search-sections">
          <h2 id="search-sections" className="mb-6 text-2xl font-bold">
            {messages.browse.title}
          </h2>
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {serviceNavGroups.map((group) => (
              <Section
                key={group.id}
                id={`search-${group.id}`}
                title={group.name}
                links={group.indexPath ? [{ to: group.indexPath, label: messages.browse.overview, icon: group.icon }, ...group.links] : group.links}
              />
            ))}
            <Section id="search-use-cases" title={messages.browse.useCases} links={useCaseLinks} />
          </div>
        </nav>
      </div>
    </article>
  );
}
