import type { TimelineEntry } from '../../content/types';

/** The company's years as an ordered list drawn as a timeline (home.css): down the side on a phone, across on a wide screen. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="timeline">
      {entries.map((entry) => (
        <li key={entry.year}>
          <div className="rise-on-view">
            <p className="text-2xl font-extrabold leading-none text-primary">
              <time dateTime={entry.year}>{entry.year}</time>
            </p>
            <h3 className="mt-3 font-semibold">{entry.title}</h3>
            <p className="mt-1 text-sm text-muted">{entry.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
