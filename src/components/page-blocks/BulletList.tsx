import type { ListBlock } from '../../content/types';
import { useId } from 'react';
import { Icon } from '../ui/Icon';

export function BulletList({ block }: { block: ListBlock }) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-xl font-semibold">
        {block.title}
      </h2>
      <ul className="flex list-none flex-col gap-3 p-0">
        {block.items.map((item) => (
          <li key={item} className="flex gap-3">
            <Icon name="i-lucide-check" className="mt-0.5 shrink-0 text-primary" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
