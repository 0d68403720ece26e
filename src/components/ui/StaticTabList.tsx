import type { KeyboardEvent } from 'react';
import { tabListClass, tabTriggerClass } from './tab-styles';
import type { TabListProps } from './tab-list-props';

/** Where each key moves in a horizontal tab list (WAI-ARIA: arrows wrap, Home and End jump). */
function targetIndex(key: string, current: number, count: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: (current + 1) % count,
    ArrowLeft: (current - 1 + count) % count,
    Home: 0,
    End: count - 1,
  };
  return moves[key];
}

/**
 * A plain WAI-ARIA tab list with Ark's markup and behaviour (roving tabindex, automatic activation):
 * what the page prerenders and hydrates, so the Ark runtime can wait for the visitor's first reach.
 */
export function StaticTabList({ items, value, onValueChange, label, ids, disabled = false, ready = true }: TabListProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => ids.trigger(item.value) === (event.target as Element).id);
    const next = current < 0 ? undefined : items[targetIndex(event.key, current, items.length) ?? -1];
    if (!next) return;
    event.preventDefault();
    document.getElementById(ids.trigger(next.value))?.focus();
    onValueChange(next.value);
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      data-scope="tabs"
      data-part="list"
      data-orientation="horizontal"
      className={tabListClass}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={ids.trigger(item.value)}
            aria-selected={selected}
            aria-controls={ids.content(item.value)}
            tabIndex={selected ? 0 : -1}
            disabled={disabled}
            aria-disabled={ready ? undefined : true}
            data-scope="tabs"
            data-part="trigger"
            data-value={item.value}
            data-selected={selected ? '' : undefined}
            className={tabTriggerClass}
            onClick={() => onValueChange(item.value)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
