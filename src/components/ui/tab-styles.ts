/** The tabs' look, shared by the static tab list and the Ark one that replaces it on interaction. */
export const tabListClass = 'grid grid-cols-2 gap-1 rounded-lg bg-subtle p-1';

export const tabTriggerClass =
  'h-9 rounded-md border-0 bg-transparent px-3 text-sm font-medium text-muted transition-colors hover:text-fg disabled:opacity-60 focus-visible:(outline-2 outline-offset-2 outline-primary outline) aria-selected:(bg-card text-fg shadow-sm)';

export const tabPanelClass = 'mt-6 focus-visible:(outline-2 outline-offset-4 outline-primary outline)';
