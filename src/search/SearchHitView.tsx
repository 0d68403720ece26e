import type { SearchHit } from './pagefind-client';

interface SearchHitViewProps {
  id: string;
  hit: SearchHit;
  selected: boolean;
  onSelect: () => void;
  onPoint: () => void;
}

/** One result: its title, the part of the site it is in, and the excerpt with the matches marked. */
export function SearchHitView({ id, hit, selected, onSelect, onPoint }: SearchHitViewProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      onClick={onSelect}
      onPointerMove={onPoint}
      className={`cursor-pointer rounded-lg px-3 py-2 ${selected ? 'bg-primary/10 ring-1 ring-primary' : ''}`}
    >
      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold text-fg">{hit.title}</span>
        <span className="text-xs text-muted">{hit.group}</span>
      </span>
      <span className="mt-1 block text-sm text-muted">
        {hit.excerpt.map((part, index) =>
          part.marked ? (
            <mark key={index} className="rounded-sm bg-primary/20 px-0.5 text-fg">
              {part.text}
            </mark>
          ) : (
            part.text
          ),
        )}
      </span>
    </li>
  );
}
