import { StatGrid } from '../../components/page-blocks/StatGrid';
import type { Stat } from '../../content/types';

export function StatsRow({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <div className="mt-12">
      <StatGrid stats={stats} label={label} />
    </div>
  );
}
