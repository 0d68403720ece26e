import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  items: TabItem[];
  defaultValue: string;
  /** The tab list's accessible name. */
  label: string;
  /** Disables every tab trigger (e.g. while a request runs). */
  disabled?: boolean;
  className?: string;
}

/** Ark UI Tabs, styled once through their state attributes. Every panel stays mounted (hidden when inactive). */
export function Tabs({ items, defaultValue, label, disabled = false, className }: TabsProps) {
  return (
    <ArkTabs.Root defaultValue={defaultValue} className={className}>
      <ArkTabs.List aria-label={label} className="grid grid-cols-2 gap-1 rounded-lg bg-subtle p-1">
        {items.map((item) => (
          <ArkTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={disabled}
            className="h-9 rounded-md border-0 bg-transparent px-3 text-sm font-medium text-muted transition-colors hover:text-fg disabled:opacity-60 focus-visible:(outline-2 outline-offset-2 outline-primary outline) aria-selected:(bg-card text-fg shadow-sm)"
          >
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content
          key={item.value}
          value={item.value}
          className="mt-6 focus-visible:(outline-2 outline-offset-4 outline-primary outline)"
        >
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
