import { NavigationMenu } from '@ark-ui/react/navigation-menu';
import type { ReactElement, ReactNode } from 'react';
import { Icon } from './Icon';

/** Spec section 9: a submenu opens 100 ms after the pointer arrives and survives a 300 ms trip to it. */
export const MENU_OPEN_DELAY_MS = 100;
export const MENU_POINTER_GRACE_MS = 300;

export interface NavigationMenuEntry {
  value: string;
  label: string;
  panel: ReactNode;
}

interface NavigationMenuBarProps {
  label: string;
  entries: NavigationMenuEntry[];
  /** Plain links after the menus, in the same list. */
  links: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Trigger and link look, shared with the no-JS fallback so the swap is invisible. */
  itemClassName: string;
}

/**
 * Mega-menus (Ark UI Navigation Menu): each trigger opens on hover, focus + Enter/Space/click or
 * ArrowDown; Escape closes and returns focus to the trigger. Loaded on first interaction only.
 * The panels stay mounted (hidden) while closed: the machine tracks Escape and outside clicks on
 * the content element it finds in the DOM the moment a menu opens.
 */
export function NavigationMenuBar({ label, entries, links, value, onValueChange, itemClassName }: NavigationMenuBarProps) {
  return (
    <NavigationMenu.Root
      aria-label={label}
      value={value}
      onValueChange={(details) => onValueChange(details.value)}
      openDelay={MENU_OPEN_DELAY_MS}
      closeDelay={MENU_POINTER_GRACE_MS}
    >
      <NavigationMenu.List asChild>
        <ul className="flex list-none items-center gap-1 p-0">
          {entries.map((entry) => (
            <NavigationMenu.Item key={entry.value} value={entry.value} asChild>
              <li>
                <NavigationMenu.Trigger data-nav-item={entry.value} className={itemClassName}>
                  {entry.label}
                  <Icon name="i-lucide-chevron-down" className="text-base transition-transform [[data-state=open]>&]:rotate-180" />
                </NavigationMenu.Trigger>
                <NavigationMenu.Content className="absolute inset-x-0 top-full border-b border-line bg-card shadow-xl data-[state=open]:animate-fade-in animate-duration-150">
                  {entry.panel}
                </NavigationMenu.Content>
              </li>
            </NavigationMenu.Item>
          ))}
          {links}
        </ul>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

/** A link inside a menu panel: closes the menu when followed and joins its arrow-key navigation. */
export function NavigationMenuLink({ value, children }: { value: string; children: ReactElement }) {
  return (
    <NavigationMenu.Link value={value} asChild>
      {children}
    </NavigationMenu.Link>
  );
}
