import { CARRIED_EMAIL_KEY, EARLY_SUBMIT, EARLY_TABS } from './contract';

/**
 * The forms' fields and the static tabs, disabled in the HTML for visitors without JavaScript, open;
 * the address carried from 'Forgot password?' is written into the form of the page it opened.
 */
export function openEarlyFields(): void {
  for (const element of document.querySelectorAll(`[${EARLY_TABS}] [aria-disabled], form[${EARLY_SUBMIT}] > fieldset[disabled]`)) {
    element.removeAttribute(element.localName === 'fieldset' ? 'disabled' : 'aria-disabled');
  }
  try {
    const carried = JSON.parse(sessionStorage.getItem(CARRIED_EMAIL_KEY) ?? 'null') as { path?: unknown; email?: unknown } | null;
    sessionStorage.removeItem(CARRIED_EMAIL_KEY);
    const field = carried?.path === location.pathname ? document.querySelector<HTMLInputElement>(`form[${EARLY_SUBMIT}] input[name="email"]`) : null;
    if (field && !field.value && typeof carried?.email === 'string') field.value = carried.email;
  } catch {
    // No session storage, or not what was written: nothing carried.
  }
}
