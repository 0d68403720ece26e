import { PageActions } from '../components/page-blocks/ActionLinks';
import { BulletList } from '../components/page-blocks/BulletList';
import { FeatureGrid } from '../components/page-blocks/FeatureGrid';
import { PageHeader } from '../components/page-blocks/PageHeader';
import { StatGrid } from '../components/page-blocks/StatGrid';
import { FlowSlot, MockupSlot } from '../components/visuals/VisualSlots';
import { loadVisuals } from '../components/visuals/visuals';
import type { ServicePage } from '../content/types';
import { words } from '../i18n/words';

export function ServiceTemplate({ page }: { page: ServicePage }) {
  return (
    <article className="page-sections">
      <PageHeader icon={page.icon} title={page.title} intro={page.intro} visual={page.mockup && <MockupSlot key={page.title} mockup={page.mockup} />} />
      {page.highlights && <FeatureGrid heading={words.highlights} items={page.highlights} />}
      {page.flow && <FlowSlot key={page.title} flow={page.flow} />}
      <div className="container grid gap-6 py-8 md:grid-cols-2">
        <BulletList block={page.features} />
        <BulletList block={page.benefits} />
      </div>
      {page.stats && (
        <div className="container py-8">
          <StatGrid stats={page.stats} label={words.inFigures(page.title)} />
        </div>
      )}
      <PageActions actions={page.actions} />
    </article>
  );
}

ServiceTemplate.preload = loadVisuals;
