import type { ReactNode } from 'react';
import type { HomeSection } from '../../content/types';

interface SectionShellProps {
  section: HomeSection;
  children: ReactNode;
  tone?: 'plain' | 'muted';
}

/** One anchored section of the home page with its eyebrow, h2 and intro. */
export function SectionShell({ section, children, tone = 'plain' }: SectionShellProps) {
  const headingId = `${section.id}-heading`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className={tone === 'muted' ? 'bg-subtle/50 py-20' : 'py-20'}
    >
      <div className="container">
        <div className="mx-auto mb-12 max-w-3xl text-center">
          {section.eyebrow && <p className="eyebrow">{section.eyebrow}</p>}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {section.heading}
          </h2>
          {section.intro && <p className="mt-4 text-lg text-muted">{section.intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
