import { closestTo } from './dom-events';
import { EARLY_TABS, HYDRATED } from './contract';

/** A tab of static tabs the app has not hydrated yet, that the event is about. */
function earlyTab(event: Event): HTMLElement | null {
  const tab = closestTo(event, `[${EARLY_TABS}] [role="tab"]`);
  return tab instanceof HTMLElement && !tab.closest(`[${HYDRATED}]`) ? tab : null;
}

function tabsBeside(tab: HTMLElement): HTMLElement[] {
  return [...(tab.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
}

function select(tab: HTMLElement): void {
  for (const each of tabsBeside(tab)) {
    const chosen = each === tab;
    each.setAttribute('aria-selected', String(chosen));
    each.tabIndex = chosen ? 0 : -1;
    each.toggleAttribute('data-selected', chosen);
    const panel = document.getElementById(each.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !chosen;
  }
}

/** Static tabs switch by pointer and by keys (WAI-ARIA: arrows wrap, Home and End jump, the focused tab is chosen). */
export function switchEarlyTabs(): void {
  addEventListener('click', (event) => {
    const tab = earlyTab(event);
    if (tab) select(tab);
  });
  addEventListener('keydown', (event) => {
    const tab = earlyTab(event);
    if (!tab) return;
    const tabs = tabsBeside(tab);
    const at = tabs.indexOf(tab);
    const count = tabs.length;
    const next = { ArrowRight: tabs[(at + 1) % count], ArrowLeft: tabs[(at + count - 1) % count], Home: tabs[0], End: tabs[count - 1] }[event.key];
    if (!next) return;
    event.preventDefault();
    next.focus();
    select(next);
  });
}
