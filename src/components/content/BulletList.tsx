import type { ListBlock } from '../../content/types';
import { headingId } from './FeatureGrid';
import { Icon } from '../ui/Icon';

export function BulletList({ block }: { block: ListBlock }) {
  return (
    <section className="card" aria-labelledby={headingId(block.title)}>
      <h2 id={headingId(block.title)} className="mb-4 text-xl font-semibold">
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
