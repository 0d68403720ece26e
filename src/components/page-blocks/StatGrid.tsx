import { statText } from '../../content/stats';
import type { Stat } from '../../content/types';

interface StatGridProps {
  stats: Stat[];
  /** Names the row for screen readers (a row that follows its own heading needs none). */
  label?: string;
  /** Cards in a grid, or a band of large figures, each after a rule. */
  variant?: 'cards' | 'band';
  /** Column classes for wider screens, where the row sits in a narrower column than the page. */
  columns?: string;
}

const styles = {
  cards: {
    list: 'grid gap-4',
    item: 'card flex flex-col-reverse gap-1 text-center',
    value: 'm-0 text-3xl font-bold text-primary',
  },
  band: {
    list: 'grid grid-cols-2 gap-x-6 gap-y-8',
    item: 'flex flex-col-reverse justify-end gap-1 border-l-3 border-primary/50 pl-4',
    value: 'm-0 text-2xl font-extrabold tracking-tight sm:text-4xl',
  },
} as const;

/** Across the page: cards four to a row; a band of four in one row, of six in two rows of three. */
function fullWidth(variant: 'cards' | 'band', count: number): string {
  if (variant === 'cards') return 'sm:grid-cols-2 lg:grid-cols-4';
  return count % 3 === 0 ? 'md:grid-cols-3' : 'md:grid-cols-4';
}

export function StatGrid({ stats, label, variant = 'cards', columns = fullWidth(variant, stats.length) }: StatGridProps) {
  const style = styles[variant];
  return (
    // data-figures: the build test reads every number in it back to src/content/figures.ts.
    <dl className={columns ? `${style.list} ${columns}` : style.list} aria-label={label} data-figures="">
      {stats.map(statText).map((stat) => (
        <div key={stat.label} className={style.item}>
          <dt className="text-sm text-muted">{stat.label}</dt>
          <dd className={style.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
