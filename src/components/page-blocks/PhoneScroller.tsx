import type { ReactNode } from 'react';
import './page-blocks.css';

/**
 * Holds a long list of cards: on a phone the list scrolls sideways, a card at a time, instead of
 * stacking into a screenful after screenful; on wider screens it is laid out as it would be without
 * it. CSS only. The keyboard reaches it and scrolls it with the arrow keys; it is a named group,
 * not a region: a landmark per row would crowd the page's landmarks, and repeat the names of the
 * footer's sections.
 */
export function PhoneScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} tabIndex={0} className="phone-scroller">
      {children}
    </div>
  );
}
