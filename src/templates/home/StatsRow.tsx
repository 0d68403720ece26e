import { StatGrid } from '../../components/page-blocks/StatGrid';
import type { Stat } from '../../content/types';

/** A section's figures, after its content: cards, or a band of large figures on a card. */
export function StatsRow({ stats, label, band = false }: { stats: Stat[]; label: string; band?: boolean }) {
  if (!band) {
    return (
      <div className="mt-12">
        <StatGrid stats={stats} label={label} />
      </div>
    );
  }
  return (
    <div className="card mt-14 px-6 py-8 sm:px-10">
      <StatGrid stats={stats} label={label} variant="band" />
    </div>
  );
}
