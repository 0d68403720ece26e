import { statText } from '../../content/stats';
import type { Stat } from '../../content/types';

export function StatGrid({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={label}>
      {stats.map(statText).map((stat) => (
        <div key={stat.label} className="card flex flex-col-reverse gap-1 text-center">
          <dt className="text-sm text-muted">{stat.label}</dt>
          <dd className="m-0 text-3xl font-bold text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
