import { Accordion as ArkAccordion } from '@ark-ui/react/accordion';
import type { ReactNode } from 'react';
import { Icon } from './Icon';

export interface AccordionEntry {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  entries: AccordionEntry[];
  /** Several sections open at once, or one at a time. */
  multiple?: boolean;
  /** Indent for nested lists. */
  level?: 1 | 2;
}

/** Collapsible lists (Ark UI Accordion): real buttons with aria-expanded; closed sections are hidden. */
export function Accordion({ entries, multiple = false, level = 1 }: AccordionProps) {
  const trigger =
    level === 1
      ? 'flex w-full items-center justify-between rounded-lg px-3 py-3 text-left text-base font-semibold hover:bg-subtle'
      : 'flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm font-semibold text-muted hover:bg-subtle';
  return (
    <ArkAccordion.Root multiple={multiple} collapsible lazyMount unmountOnExit>
      {entries.map((entry) => (
        <ArkAccordion.Item key={entry.value} value={entry.value}>
          <ArkAccordion.ItemTrigger className={`${trigger} focus-visible:(outline-2 outline-primary outline)`}>
            {entry.title}
            <ArkAccordion.ItemIndicator className="transition-transform data-[state=open]:rotate-180">
              <Icon name="i-lucide-chevron-down" />
            </ArkAccordion.ItemIndicator>
          </ArkAccordion.ItemTrigger>
          <ArkAccordion.ItemContent className={level === 1 ? 'pb-2 pl-2' : 'pb-2 pl-4'}>
            {entry.content}
          </ArkAccordion.ItemContent>
        </ArkAccordion.Item>
      ))}
    </ArkAccordion.Root>
  );
}
