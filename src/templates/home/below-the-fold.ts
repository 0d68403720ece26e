import type { ComponentType } from 'react';
import { loadAllCards } from '../../content/cards';
import type { HomeSections } from '../../content/types';
import { loadable } from '../../shared/loadable';

export interface BelowTheFold {
  sections: HomeSections;
  Sections: ComponentType<{ sections: HomeSections }>;
}

/** The last load failed (offline before the chunks were ever cached): the next waits for the connection. */
let failed = false;

const interactions = ['pointerdown', 'keydown', 'focusin', 'wheel', 'touchstart'] as const;

/** The visitor used them before the app was ready: a field in them has focus, or a press of Send is held. */
function inUse(first: HTMLElement): boolean {
  const active = document.activeElement;
  const focusedBelow = active !== null && (first.contains(active) || Boolean(first.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING));
  return focusedBelow || document.querySelector('#root form[data-held]') !== null;
}

/** A prefilled contact topic, or an anchor at or after the first lower section (`#home` is the hero). */
function pointsInto(first: HTMLElement): boolean {
  if (new URLSearchParams(window.location.search).has('topic')) return true;
  let target: HTMLElement | null = null;
  try {
    target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
  } catch {
    // A malformed escape names no section.
  }
  return target === first || Boolean(target && first.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/**
 * Resolves when the visitor is about to need the sections: they scroll toward them, act on the
 * page, the URL points into them (an anchor, a prefilled contact topic), or they already use them.
 */
function whenNeeded(): Promise<void> {
  if (failed && !navigator.onLine) return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
  return new Promise((resolve) => {
    const first = document.getElementById('services');
    if (!first || pointsInto(first) || inUse(first) || !('IntersectionObserver' in window)) return resolve();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((observed) => observed.isIntersecting)) done();
    });
    const root = document.getElementById('root');
    // Only the visitor's own actions in the page count: not a press on a toast (its Reload, for
    // one, must not start loading chunks through the worker it is about to retire).
    const onInteraction = (event: Event) => {
      const target = event.target;
      if (target instanceof Element && root?.contains(target) && !target.closest('[data-sonner-toaster]')) done();
    };
    function done() {
      observer.disconnect();
      interactions.forEach((type) => window.removeEventListener(type, onInteraction, true));
      resolve();
    }
    observer.observe(first);
    interactions.forEach((type) => window.addEventListener(type, onInteraction, { capture: true, passive: true }));
  });
}

/** The home page's sections below the hero: their content, their components and the cards they list (one chunk each). */
const sections = loadable(async (): Promise<BelowTheFold> => {
  try {
    const [content, components] = await Promise.all([import('../../content/home/sections'), import('./HomeSections'), loadAllCards()]);
    return { sections: content.default, Sections: components.HomeSections };
  } catch (error) {
    failed = true;
    throw error;
  }
}, whenNeeded);

export const loadBelowTheFold = sections.load;

/**
 * The sections for rendering. Prerendering and client-side navigation load them first, so they
 * render at once; when the page is hydrated they are not loaded yet, so this suspends: React keeps
 * the prerendered HTML (readable, links working, the contact form posting natively) and hydrates
 * it once the visitor is about to need it.
 */
export function useBelowTheFold(): BelowTheFold {
  return sections.read();
}
