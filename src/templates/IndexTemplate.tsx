import { PageActions } from '../components/page-blocks/ActionLinks';
import { CardLinks } from '../components/page-blocks/CardLinks';
import { PageHeader } from '../components/page-blocks/PageHeader';
import type { IndexPage } from '../content/types';

export function IndexTemplate({ page }: { page: IndexPage }) {
  return (
    <article className="page-sections">
      <PageHeader icon={page.icon} title={page.title} intro={page.intro} badge={page.badge} />
      <div className="container py-8">
        <CardLinks paths={page.cards} headingLevel={2} columns="lg:grid-cols-3" explore />
      </div>
      <PageActions actions={page.actions} />
    </article>
  );
}
