import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keepEarlyPresses } from '../../src/before-hydration/early-presses';
import { openEarlyFields } from '../../src/before-hydration/early-fields';
import { holdEarlySubmits } from '../../src/before-hydration/early-submit';
import { switchEarlyTabs } from '../../src/before-hydration/early-tabs';
import { CHOSEN_LOCALE_KEY } from '../../src/i18n/language-choice';

/** The body script's listeners, on this test window once, as the page has them once. */
beforeAll(() => {
  holdEarlySubmits();
  switchEarlyTabs();
  keepEarlyPresses();
});

beforeEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
});

const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
};
const key = (element: Element, keyName: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key: keyName, bubbles: true, cancelable: true, ...init });
  element.dispatchEvent(event);
  return event;
};
const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

function staticTabs(hydrated = false): HTMLElement[] {
  document.body.innerHTML = `
    <div data-early-tabs ${hydrated ? 'data-hydrated' : ''}><div role="tablist">
      <button role="tab" id="t1" aria-controls="p1" aria-selected="true" tabindex="0">Sign in</button>
      <button role="tab" id="t2" aria-controls="p2" aria-selected="false" tabindex="-1">Register</button>
      <button role="tab" id="t3" aria-controls="p3" aria-selected="false" tabindex="-1">Reset</button>
    </div></div>
    <div id="p1"></div><div id="p2" hidden></div><div id="p3" hidden></div>`;
  return [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
}
const selected = () => document.querySelector('[aria-selected="true"]')?.id;
const shown = () => [...document.querySelectorAll<HTMLElement>('[id^="p"]')].filter((panel) => !panel.hidden).map((panel) => panel.id);

describe('static tabs before hydration', () => {
  it('a click chooses a tab and shows its panel only', () => {
    const [, register] = staticTabs();
    click(register!);
    expect(selected()).toBe('t2');
    expect(shown()).toEqual(['p2']);
    expect(register!.tabIndex).toBe(0);
  });

  it('the arrow keys wrap, Home and End jump, and the focused tab is chosen', () => {
    const [first] = staticTabs();
    expect(key(first!, 'ArrowLeft').defaultPrevented).toBe(true);
    expect(selected()).toBe('t3');
    expect(document.activeElement?.id).toBe('t3');
    key(document.getElementById('t3')!, 'ArrowRight');
    expect(selected()).toBe('t1');
    key(first!, 'End');
    expect(selected()).toBe('t3');
    key(document.getElementById('t3')!, 'Home');
    expect(shown()).toEqual(['p1']);
  });

  it('leaves hydrated tabs to the app', () => {
    const [, register] = staticTabs(true);
    click(register!);
    expect(selected()).toBe('t1');
  });
});

describe('forms before hydration', () => {
  it('a press of Send is held for the app, and nothing is posted', () => {
    document.body.innerHTML = '<form data-early-submit><input name="email" value="a@b.c"></form>';
    const form = document.querySelector('form')!;
    expect(submit(form).defaultPrevented).toBe(true);
    expect(form.getAttribute('data-held')).toBe('');
  });

  it('a hydrated form, or one that does not ask, is left alone', () => {
    document.body.innerHTML = '<form data-early-submit data-hydrated></form><form></form>';
    const [hydrated, plain] = document.querySelectorAll('form');
    expect(submit(hydrated!).defaultPrevented).toBe(false);
    expect(submit(plain!).defaultPrevented).toBe(false);
    expect(hydrated!.hasAttribute('data-held')).toBe(false);
  });

  it('fields disabled for visitors without JavaScript open, and the carried address is written in', () => {
    sessionStorage.setItem('carried-email', JSON.stringify({ path: location.pathname, email: 'ada@bank.example' }));
    document.body.innerHTML = `
      <div data-early-tabs><button role="tab" aria-disabled="true"></button></div>
      <form data-early-submit><fieldset disabled><input name="email"></fieldset></form>`;
    openEarlyFields();
    expect(document.querySelector('fieldset')!.disabled).toBe(false);
    expect(document.querySelector('[role="tab"]')!.hasAttribute('aria-disabled')).toBe(false);
    expect(document.querySelector('input')!.value).toBe('ada@bank.example');
    expect(sessionStorage.getItem('carried-email')).toBeNull();
  });

  it('an address carried for another page is dropped, not written', () => {
    sessionStorage.setItem('carried-email', JSON.stringify({ path: '/elsewhere', email: 'ada@bank.example' }));
    document.body.innerHTML = '<form data-early-submit><input name="email"></form>';
    openEarlyFields();
    expect(document.querySelector('input')!.value).toBe('');
    expect(sessionStorage.getItem('carried-email')).toBeNull();
  });
});

describe('presses before hydration', () => {
  it('a button press is kept for the app; a second press takes it back', () => {
    document.body.innerHTML = '<button data-early-press>Menu</button>';
    const button = document.querySelector('button')!;
    click(button);
    expect(button.hasAttribute('data-pressed')).toBe(true);
    click(button);
    expect(button.hasAttribute('data-pressed')).toBe(false);
  });

  it('the search link and its shortcuts mark search pressed; a / typed in a field is only a character', () => {
    document.body.innerHTML = '<a href="/search" data-search-shortcut>Search</a><input>';
    const link = document.querySelector('a')!;
    key(document.querySelector('input')!, '/');
    expect(link.hasAttribute('data-pressed')).toBe(false);
    expect(key(document.querySelector('input')!, 'k', { ctrlKey: true }).defaultPrevented).toBe(true);
    expect(link.hasAttribute('data-pressed')).toBe(true);
    link.removeAttribute('data-pressed');
    expect(click(link).defaultPrevented).toBe(true);
    expect(link.hasAttribute('data-pressed')).toBe(true);
  });

  it('a click with a modifier key opens the search page as a link does', () => {
    document.body.innerHTML = '<a href="/search" data-search-shortcut>Search</a>';
    const link = document.querySelector('a')!;
    expect(click(link, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(link.hasAttribute('data-pressed')).toBe(false);
  });

  it('the language chosen with a switcher’s link is remembered', () => {
    document.body.innerHTML = '<a href="/zh" data-choose-locale="zh">中文</a>';
    click(document.querySelector('a')!);
    expect(localStorage.getItem(CHOSEN_LOCALE_KEY)).toBe('zh');
  });

  it('“Forgot password?” carries the address typed beside it to the page it opens', () => {
    document.body.innerHTML = '<div role="tabpanel"><input name="email" value=" ada@bank.example "><a href="/auth/reset-password" data-carry-email>Forgot password?</a></div>';
    click(document.querySelector('a')!);
    expect(JSON.parse(sessionStorage.getItem('carried-email')!)).toEqual({ path: '/auth/reset-password', email: 'ada@bank.example' });
  });
});
