import type { Feature } from '../../content/types';

interface FeatureGridProps {
  items: Feature[];
  heading?: string;
}

export function FeatureGrid({ items, heading }: FeatureGridProps) {
  const list = (
    <ul className="grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="card flex flex-col gap-3">
          <span className={`${item.icon} text-2xl text-primary`} aria-hidden="true" />
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="text-muted">{item.description}</p>
          {item.details && <p className="text-sm text-muted">{item.details}</p>}
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
