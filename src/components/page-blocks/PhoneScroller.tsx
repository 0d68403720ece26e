import type { ReactNode } from 'react';
import './page-blocks.css';

/**
 * Holds a long list of cards: on a phone the list scrolls sideways, a card at a time, instead of
 * stacking into a screenful after screenful; on wider screens it is laid out as it would be without
 * it. A named region the keyboard can reach and scroll with the arrow keys; CSS only.
 */
export function PhoneScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="phone-scroller">
      {children}
    </div>
  );
}
