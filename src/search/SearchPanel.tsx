import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../components/ui/Icon';
import { NoResults } from './NoResults';
import { loadPagefind, searchSite, type SearchOutcome } from './pagefind-client';
import { SearchHitView } from './SearchHitView';
import { words } from './words';

export interface SearchPanelProps {
  initialQuery?: string;
  /** Called with each new query (the search page keeps it in its URL). */
  onQueryChange?: (query: string) => void;
  /** Called before a result or suggestion is opened (the dialog closes). */
  onNavigate?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

type Answer = { kind: 'done'; outcome: SearchOutcome } | { kind: 'failed' };
type Status = { kind: 'idle' } | { kind: 'searching' } | Answer;

function statusText(status: Status): string {
  if (status.kind === 'searching') return words.status.searching;
  if (status.kind === 'failed') return words.status.failed;
  if (status.kind !== 'done') return '';
  const { hits, query, searched } = status.outcome;
  if (hits.length === 0) return words.status.noMatch(query.trim());
  return searched.toLowerCase() === query.trim().toLowerCase()
    ? words.status.found(hits.length, searched)
    : words.status.foundCorrected(query.trim(), hits.length, searched);
}

/**
 * A search box whose results appear as the visitor types (a combobox with a list box): the arrow
 * keys move through the results, Enter or a click opens one. Used by the dialog and the search page.
 */
export function SearchPanel({ initialQuery = '', onQueryChange, onNavigate, inputRef }: SearchPanelProps) {
  const [query, setQuery] = useState(initialQuery);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<(Answer & { query: string; attempt: number }) | null>(null);
  // The highlighted result, for the query it was chosen in (a new query starts at the first).
  const [pointer, setPointer] = useState({ query: '', index: 0 });
  const navigate = useNavigate();
  const ids = useId();
  const listId = `${ids}-results`;
  const optionId = (index: number) => `${ids}-result-${index}`;

  // The index's code starts loading as the panel opens, not at the first key.
  useEffect(() => {
    loadPagefind().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!query.trim()) return;
    let current = true;
    searchSite(query).then(
      (outcome) => current && setAnswer({ kind: 'done', outcome, query, attempt }),
      () => current && setAnswer({ kind: 'failed', query, attempt }),
    );
    return () => {
      current = false;
    };
  }, [query, attempt]);

  // While a new query runs, the last results stay on screen rather than flashing away.
  const fresh = answer?.query === query && answer.attempt === attempt;
  const status: Status = !query.trim()
    ? { kind: 'idle' }
    : answer && (fresh || answer.kind === 'done')
      ? answer
      : { kind: 'searching' };
  const shownQuery = answer?.query ?? '';
  const active = pointer.query === shownQuery ? pointer.index : 0;
  const setActive = (index: number) => setPointer({ query: shownQuery, index });

  const hits = status.kind === 'done' ? status.outcome.hits : [];
  const open = (url: string) => {
    onNavigate?.();
    navigate(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves) {
      event.preventDefault();
      const next = Math.min(hits.length - 1, Math.max(0, active + moves[event.key]!));
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(hits[active]!.url);
    }
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b border-line px-4">
        <Icon name="i-lucide-search" className="shrink-0 text-xl text-muted" />
        <input
          id={`${ids}-query`}
          ref={inputRef}
          aria-label={words.inputLabel}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={hits.length > 0}
          aria-controls={hits.length > 0 ? listId : undefined}
          aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder={words.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            onQueryChange?.(event.target.value);
          }}
          onKeyDown={onKeyDown}
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-fg outline-none placeholder:text-muted"
        />
      </div>
      {/* Focusable, so the keyboard can scroll a long list too. */}
      <div className="min-h-0 flex-1 overflow-y-auto p-2" tabIndex={0} role="region" aria-label={words.resultsRegion}>
        <p role="status" className={status.kind === 'done' && hits.length > 0 ? 'sr-only' : 'px-2 py-3 text-sm text-muted'}>
          {statusText(status)}
        </p>
        {status.kind === 'failed' && (
          <button type="button" className="btn btn-outline btn-size-sm mx-2" onClick={() => setAttempt((count) => count + 1)}>
            {words.tryAgain}
          </button>
        )}
        {hits.length > 0 && (
          <ul id={listId} role="listbox" aria-label={words.resultsList} className="m-0 flex list-none flex-col gap-1 p-0">
            {hits.map((hit, index) => (
              <SearchHitView
                key={hit.url}
                id={optionId(index)}
                hit={hit}
                selected={index === active}
                onSelect={() => open(hit.url)}
                onPoint={() => setActive(index)}
              />
            ))}
          </ul>
        )}
        {status.kind === 'done' && hits.length === 0 && <NoResults query={query.trim()} onNavigate={onNavigate} />}
      </div>
    </div>
  );
}
