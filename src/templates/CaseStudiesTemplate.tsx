import { PageActions } from '../components/page-blocks/ActionLinks';
import { PageHeader } from '../components/page-blocks/PageHeader';
import { StatGrid } from '../components/page-blocks/StatGrid';
import type { CaseStudiesPage } from '../content/types';
import { Icon } from '../components/ui/Icon';
import { words } from '../i18n/words';

export function CaseStudiesTemplate({ page }: { page: CaseStudiesPage }) {
  return (
    <article className="page-sections">
      <PageHeader icon={page.icon} title={page.title} intro={page.intro} />
      <ul className="container grid list-none gap-6 py-8 md:grid-cols-2">
        {page.studies.map((study) => (
          <li key={study.title} className="card flex flex-col gap-3">
            <p className="w-fit rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">
              {study.category}
            </p>
            <h2 className="text-xl font-semibold">{study.title}</h2>
            <p className="text-muted">{study.description}</p>
            <p className="flex gap-2 font-medium">
              <Icon name="i-lucide-trending-up" className="mt-0.5 shrink-0 text-primary" />
              <span>
                <span className="sr-only">{words.impact}</span>
                {study.impact}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <section className="container py-8" aria-labelledby="success-metrics">
        <h2 id="success-metrics" className="mb-6 text-2xl font-bold">
          {page.metricsTitle}
        </h2>
        <StatGrid stats={page.metrics} label={page.metricsTitle} />
      </section>
      <PageActions actions={page.actions} />
    </article>
  );
}
