/** What a tab list is given, by the page and by Tabs to whichever list it renders (static or Ark's). */

export interface TabItem {
  value: string;
  label: string;
}

/** The ids that wire each tab to its panel (Ark's `ids` prop takes the same functions). */
export interface TabIds {
  trigger(value: string): string;
  content(value: string): string;
}

export interface TabListProps {
  items: readonly TabItem[];
  value: string;
  onValueChange(value: string): void;
  /** The tab list's accessible name. */
  label: string;
  ids: TabIds;
  /** Disables every tab (e.g. while a request runs). */
  disabled?: boolean;
  /**
   * False until the page has hydrated: a click on the prerendered tabs would do nothing yet, so they
   * say they are unavailable (aria-disabled, no change of look).
   */
  ready?: boolean;
}
