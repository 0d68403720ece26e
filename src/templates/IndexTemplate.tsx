import { Link } from 'react-router-dom';
import { ActionLinks } from '../components/content/ActionLinks';
import { PageHeader } from '../components/content/PageHeader';
import type { IndexPage } from '../content/types';

export function IndexTemplate({ page }: { page: IndexPage }) {
  return (
    <article>
      <PageHeader icon={page.icon} title={page.title} intro={page.intro} badge={page.badge} />
      <ul className="container grid list-none gap-6 py-8 sm:grid-cols-2 lg:grid-cols-3">
        {page.cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="card flex h-full flex-col gap-3 text-fg no-underline transition-shadow hover:shadow-md"
            >
              <span className={`${card.icon} text-2xl text-primary`} aria-hidden="true" />
              <h2 className="text-lg font-semibold">{card.title}</h2>
              <p className="text-muted">{card.description}</p>
              <span className="mt-auto flex items-center gap-1 text-sm font-medium text-primary">
                Explore <span className="i-lucide-arrow-right" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {page.actions && (
        <div className="container py-10">
          <ActionLinks actions={page.actions} />
        </div>
      )}
    </article>
  );
}
