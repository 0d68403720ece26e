import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import { tabListClass, tabTriggerClass } from './tab-styles';
import type { TabListProps } from './tab-list-props';

/** Ark UI's tab list (keyboard, focus and selection by Ark), controlled, wired to panels rendered elsewhere. */
export function ArkTabList({ items, value, onValueChange, label, ids, disabled }: TabListProps) {
  return (
    <ArkTabs.Root
      value={value}
      onValueChange={(details) => onValueChange(details.value)}
      ids={{ trigger: ids.trigger, content: ids.content }}
    >
      <ArkTabs.List aria-label={label} className={tabListClass}>
        {items.map((item) => (
          <ArkTabs.Trigger key={item.value} value={item.value} disabled={disabled} className={tabTriggerClass}>
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
    </ArkTabs.Root>
  );
}
