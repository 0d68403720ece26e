import type { HomeSections } from '../../content/types';
import { SectionShell } from './SectionShell';
import { StatsRow } from './StatsRow';
import { messages } from '../../i18n/messages';

export function AboutSection({ about }: { about: HomeSections['about'] }) {
  return (
    <SectionShell section={about} tone="muted">
      <div className="grid gap-12 lg:grid-cols-2">
        <div className="flex flex-col gap-4 text-lg">
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ol className="relative flex list-none flex-col gap-6 border-l-2 border-line p-0 pl-6">
          {about.timeline.map((entry) => (
            <li key={entry.year}>
              <p className="font-bold text-primary">{entry.year}</p>
              <h3 className="font-semibold">{entry.title}</h3>
              <p className="text-muted">{entry.description}</p>
            </li>
          ))}
        </ol>
      </div>
      <StatsRow stats={about.stats} label={messages.figureRows.company} />
    </SectionShell>
  );
}
