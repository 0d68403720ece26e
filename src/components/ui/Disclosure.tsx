import { useId, useRef, type ReactNode } from 'react';
import { Icon } from './Icon';
import { useEarlyPress } from './useEarlyPress';
import { words } from './words';

interface DisclosureProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button's text when closed and when open. */
  labels: { closed: string; open: string };
  /** Names what the button reveals, for screen readers (e.g. the card's title). */
  about: string;
  children: ReactNode;
}

/**
 * A 'Learn More' toggle: a real button with aria-expanded controlling the text below it. Without
 * JavaScript the text is simply shown and the button hidden (see src/styles/theme.css).
 */
export function Disclosure({ open, onOpenChange, labels, about, children }: DisclosureProps) {
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEarlyPress(button, () => onOpenChange(!open));
  return (
    <div className="flex flex-col gap-2" data-state={open ? 'open' : 'closed'}>
      <button
        ref={button}
        type="button"
        data-js-only=""
        data-early-press=""
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className="group inline-flex w-fit items-center gap-1 rounded text-sm font-semibold text-primary hover:underline focus-visible:(outline-2 outline-offset-2 outline-primary outline)"
      >
        {open ? labels.open : labels.closed}
        <span className="sr-only">{words.disclosureAbout(about)}</span>
        <Icon name="i-lucide-chevron-down" className="transition-transform group-aria-expanded:rotate-180" />
      </button>
      <div id={panelId} data-disclosure-panel="" hidden={!open} className="text-sm text-muted">
        {children}
      </div>
    </div>
  );
}
