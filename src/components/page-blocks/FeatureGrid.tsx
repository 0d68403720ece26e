import { useId, useState } from 'react';
import type { Feature } from '../../content/types';
import { Disclosure } from '../ui/Disclosure';
import { Icon } from '../ui/Icon';
import { words } from '../../i18n/words';

interface FeatureGridProps {
  items: Feature[];
  heading?: string;
  /** The toggle's text for cards with details (the spec uses both wordings: 'Learn More', 'Explore more'). */
  toggleLabel?: string;
  /** The grid's columns on a wide screen. */
  columns?: string;
}

/** Feature cards (on a phone, the icon beside the text: shorter cards); a card's details open behind its toggle, one card at a time per grid. */
export function FeatureGrid({ items, heading, toggleLabel = words.learnMore, columns = 'lg:grid-cols-3' }: FeatureGridProps) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const headingId = useId();
  const list = (
    <ul className={`grid list-none gap-6 p-0 sm:grid-cols-2 ${columns}`}>
      {items.map((item) => (
        <li key={item.title} className="card flex flex-col gap-3 max-sm:(flex-row gap-4 p-5)">
          <Icon name={item.icon} className="shrink-0 text-2xl text-primary" />
          <div className="flex flex-col gap-3 max-sm:gap-2">
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="text-muted">{item.description}</p>
            {item.details && (
              <Disclosure
                open={expanded === item.title}
                onOpenChange={(open) => setExpanded(open ? item.title : null)}
                labels={{ closed: toggleLabel, open: words.showLess }}
                about={item.title}
              >
                <p>{item.details}</p>
              </Disclosure>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
  if (!heading) return list;
  return (
    <section className="container py-8" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-6 text-2xl font-bold">
        {heading}
      </h2>
      {list}
    </section>
  );
}
