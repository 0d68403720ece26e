import type { Feature } from '../../content/types';
import { Icon } from '../../components/ui/Icon';

interface FeatureListProps {
  items: Feature[];
  /** The features' heading level: one below the heading they sit under. */
  headingLevel?: 3 | 4;
  /** Column classes on wider screens (one column by default). */
  columns?: string;
}

/** Features as a plain list, each an icon in a tinted tile, a title and its text: lighter than a grid of cards. */
export function FeatureList({ items, headingLevel = 3, columns = '' }: FeatureListProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className={`grid list-none gap-x-10 gap-y-8 p-0 ${columns}`}>
      {items.map((item) => (
        <li key={item.title} className="flex gap-4">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Icon name={item.icon} className="text-xl" />
          </span>
          <div>
            <Heading className="text-lg font-semibold">{item.title}</Heading>
            <p className="mt-1 text-muted">{item.description}</p>
            {item.details && <p className="mt-2 text-sm text-muted">{item.details}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
