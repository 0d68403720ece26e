import { CHOSEN_LOCALE_KEY } from '../i18n/language-choice';
import { closestTo, isPlainPress } from './dom-events';
import { CARRIED_EMAIL_KEY, CARRY_EMAIL, CHOOSE_LOCALE, EARLY_PRESS, HYDRATED, PRESSED, SEARCH_SHORTCUT } from './contract';

function pressSearch(): boolean {
  const search = document.querySelector(`[${SEARCH_SHORTCUT}]:not([${HYDRATED}])`);
  search?.setAttribute(PRESSED, '');
  return search !== null;
}

function isSearchShortcut(event: KeyboardEvent): boolean {
  const target = event.target instanceof HTMLElement ? event.target : null;
  const typing = target !== null && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !typing;
  const commandK = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k';
  return !event.altKey && (slash || commandK);
}

/**
 * Presses the app would answer, kept until it can: a button[data-early-press] (src/components/ui/
 * useEarlyPress.ts), the search link and its shortcuts (src/search/SearchLauncher.tsx), the address
 * typed beside 'Forgot password?' for the page it opens (src/auth/forms/ForgotPasswordLink.tsx), and the
 * language chosen with a switcher's link.
 */
export function keepEarlyPresses(): void {
  addEventListener('click', (event) => {
    const language = closestTo(event, `a[${CHOOSE_LOCALE}]`);
    if (language) {
      try {
        localStorage.setItem(CHOSEN_LOCALE_KEY, language.getAttribute(CHOOSE_LOCALE) ?? '');
      } catch {
        // The visitor blocks site data: the choice is not remembered.
      }
    }
    const button = closestTo(event, `[${EARLY_PRESS}]`);
    if (button && !button.hasAttribute(HYDRATED)) button.toggleAttribute(PRESSED);
    const search = closestTo(event, `[${SEARCH_SHORTCUT}]:not([${HYDRATED}])`);
    if (search && isPlainPress(event)) {
      event.preventDefault();
      search.setAttribute(PRESSED, '');
    }
    const carry = closestTo(event, `a[${CARRY_EMAIL}]:not([${HYDRATED}])`);
    const typed = carry?.closest('[role="tabpanel"]')?.querySelector<HTMLInputElement>('input[name="email"]');
    if (carry instanceof HTMLAnchorElement && typed && isPlainPress(event)) {
      try {
        sessionStorage.setItem(CARRIED_EMAIL_KEY, JSON.stringify({ path: carry.pathname, email: typed.value.trim() }));
      } catch {
        // No session storage: the reset form opens empty.
      }
    }
  });
  addEventListener('keydown', (event) => {
    if (isSearchShortcut(event) && pressSearch()) event.preventDefault();
  });
}
