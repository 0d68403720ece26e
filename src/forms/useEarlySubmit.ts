import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { HELD, HYDRATED } from '../before-hydration/contract';

/**
 * The app's half of the early-submit script (src/before-hydration/early-submit.ts). Before hydration that script holds a press
 * of a `form[data-early-submit]` (marking the form `data-held`) so the press is not lost; once
 * React owns the form this marks it `data-hydrated` (the script then lets presses through to
 * React) and carries a held press out, once. The mark is set in a layout effect: no event can come
 * between React attaching its handlers and the mark.
 *
 * `carryOut` receives what the script left in `data-held` (the contact form's message id, or '').
 * Returns `takeHeld`, which the form's submit handler calls first: when React hydrated the form
 * synchronously to deliver the very press the script held, that press is handled there, not twice.
 */
export function useEarlySubmit(form: RefObject<HTMLFormElement | null>, carryOut: (held: string) => void): () => string | null {
  const pending = useRef<{ held: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const latest = useRef(carryOut);
  useLayoutEffect(() => {
    latest.current = carryOut;
  });

  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    element.setAttribute(HYDRATED, '');
    const held = element.getAttribute(HELD);
    if (held !== null) {
      element.removeAttribute(HELD);
      // In a later task: the event that may be hydrating this form right now reaches React first.
      const timer = setTimeout(() => {
        pending.current = null;
        latest.current(held);
      });
      pending.current = { held, timer };
    }
    return () => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      element.removeAttribute(HYDRATED);
    };
  }, [form]);

  return useCallback(() => {
    const current = pending.current;
    if (!current) return null;
    clearTimeout(current.timer);
    pending.current = null;
    return current.held;
  }, []);
}
