import { StatGrid } from '../../components/page-blocks/StatGrid';
import type { HomeSections } from '../../content/types';
import { words } from '../../i18n/words';
import { SectionShell } from './SectionShell';
import { Timeline } from './Timeline';

/** Who we are beside the company's figures, then the years since 2020 as a timeline. */
export function AboutSection({ about }: { about: HomeSections['about'] }) {
  return (
    <SectionShell section={about}>
      <div className="grid items-center gap-12 lg:grid-cols-[1.5fr_1fr]">
        <div className="flex flex-col gap-4 text-lg">
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="card px-6 py-8">
          <StatGrid stats={about.stats} label={words.figureRows.company} variant="band" columns="" />
        </div>
      </div>
      <div className="mt-16">
        <Timeline entries={about.timeline} />
      </div>
    </SectionShell>
  );
}
