/** The element matching `selector` at or above the event's target, if any. */
export function closestTo(event: Event, selector: string): Element | null {
  return event.target instanceof Element ? event.target.closest(selector) : null;
}

/** A plain press: the main button, no modifier key (those open links elsewhere). */
export function isPlainPress(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}
