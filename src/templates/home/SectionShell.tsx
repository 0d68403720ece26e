import type { ReactNode } from 'react';
import type { HomeSection } from '../../content/types';

interface SectionShellProps {
  section: HomeSection;
  children: ReactNode;
  tone?: 'plain' | 'muted';
  /**
   * A drawing or panel beside the heading and content on a wide screen (after them on a phone):
   * the section is split in two instead of stacked under a centred heading.
   */
  aside?: ReactNode;
  /** Puts the aside on the left on a wide screen. */
  asideFirst?: boolean;
  /** What follows a split section across its full width (a row of figures). */
  after?: ReactNode;
}

function SectionHeading({ section, centred }: { section: HomeSection; centred: boolean }) {
  return (
    <div className={centred ? 'mx-auto mb-12 max-w-3xl text-center' : 'mb-10 max-w-2xl'}>
      {section.eyebrow && <p className="eyebrow">{section.eyebrow}</p>}
      <h2 id={`${section.id}-heading`} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {section.heading}
      </h2>
      {section.intro && <p className="mt-4 text-lg text-muted">{section.intro}</p>}
    </div>
  );
}

/** One anchored section of the home page below the hero, with its eyebrow, h2 and intro. */
export function SectionShell({ section, children, tone = 'plain', aside, asideFirst = false, after }: SectionShellProps) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className={tone === 'muted' ? 'lower-section bg-subtle/50 py-20' : 'lower-section py-20'}
    >
      <div className="container">
        {aside ? (
          <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
            <div>
              <SectionHeading section={section} centred={false} />
              {children}
            </div>
            <div className={asideFirst ? 'lg:order-first' : undefined}>{aside}</div>
          </div>
        ) : (
          <>
            <SectionHeading section={section} centred />
            {children}
          </>
        )}
        {after}
      </div>
    </section>
  );
}
