import { PageActions } from '../components/page-blocks/ActionLinks';
import { BulletList } from '../components/page-blocks/BulletList';
import { FeatureGrid } from '../components/page-blocks/FeatureGrid';
import { PageHeader } from '../components/page-blocks/PageHeader';
import { StatGrid } from '../components/page-blocks/StatGrid';
import { FlowSlot, MockupSlot } from '../components/visuals/VisualSlots';
import { loadVisuals } from '../components/visuals/visuals';
import type { SolutionPage } from '../content/types';
import { words } from '../i18n/words';

export function SolutionTemplate({ page }: { page: SolutionPage }) {
  return (
    <article className="page-sections">
      <PageHeader
        icon={page.icon}
        title={page.title}
        intro={page.intro}
        badge={page.badge}
        visual={page.mockup && <MockupSlot key={page.title} mockup={page.mockup} />}
      />
      <FeatureGrid heading={words.keyCapabilities} items={page.features} />
      {page.flow && <FlowSlot key={page.title} flow={page.flow} />}
      {page.lists && (
        <div className="container grid gap-6 py-8 md:grid-cols-2">
          {page.lists.map((block) => (
            <BulletList key={block.title} block={block} />
          ))}
        </div>
      )}
      {page.stats && (
        <section className="container py-8" aria-labelledby="by-the-numbers">
          <h2 id="by-the-numbers" className="mb-6 text-2xl font-bold">
            {words.byTheNumbers}
          </h2>
          <StatGrid stats={page.stats} label={words.statistics(page.title)} />
        </section>
      )}
      {page.impact && <FeatureGrid heading={words.businessImpact} items={page.impact} />}
      <PageActions actions={page.actions} />
    </article>
  );
}

SolutionTemplate.preload = loadVisuals;
