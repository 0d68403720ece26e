import { useState } from 'react';
import type { Feature } from '../../content/types';
import { Disclosure } from '../ui/Disclosure';
import { Icon } from '../ui/Icon';

interface FeatureGridProps {
  items: Feature[];
  heading?: string;
  /** The toggle's text for cards with details (the spec uses both wordings). */
  toggleLabel?: 'Learn More' | 'Explore more';
}

/** Feature cards; a card's details open behind its toggle, one card at a time per grid. */
export function FeatureGrid({ items, heading, toggleLabel = 'Learn More' }: FeatureGridProps) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const list = (
    <ul className="grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="card flex flex-col gap-3">
          <Icon name={item.icon} className="text-2xl text-primary" />
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="text-muted">{item.description}</p>
          {item.details && (
            <Disclosure
              open={expanded === item.title}
              onOpenChange={(open) => setExpanded(open ? item.title : null)}
              labels={{ closed: toggleLabel, open: 'Show less' }}
              about={item.title}
            >
              <p>{item.details}</p>
            </Disclosure>
          )}
        </li>
      ))}
    </ul>
  );
  if (!heading) return list;
  return (
    <section className="container py-8" aria-labelledby={headingId(heading)}>
      <h2 id={headingId(heading)} className="mb-6 text-2xl font-bold">
        {heading}
      </h2>
      {list}
    </section>
  );
}

export function headingId(heading: string): string {
  return heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
