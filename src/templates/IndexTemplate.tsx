import { ActionLinks } from '../components/content/ActionLinks';
import { CardLinks } from '../components/content/CardLinks';
import { PageHeader } from '../components/content/PageHeader';
import type { IndexPage } from '../content/types';

export function IndexTemplate({ page }: { page: IndexPage }) {
  return (
    <article>
      <PageHeader icon={page.icon} title={page.title} intro={page.intro} badge={page.badge} />
      <div className="container py-8">
        <CardLinks paths={page.cards} headingLevel={2} columns="lg:grid-cols-3" explore />
      </div>
      {page.actions && (
        <div className="container py-10">
          <ActionLinks actions={page.actions} />
        </div>
      )}
    </article>
  );
}
