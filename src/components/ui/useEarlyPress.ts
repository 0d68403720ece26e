import { useEffect, type RefObject } from 'react';
import { HYDRATED, PRESSED } from '../../before-hydration/contract';

/**
 * A button that works from the first paint: a press before the app has hydrated it is marked
 * `data-pressed` by the early script (src/before-hydration) (a second press takes the mark back), and carried out
 * once here, on hydration. From then on the button carries `data-hydrated` and its presses are
 * React's alone.
 */
export function useEarlyPress(button: RefObject<HTMLElement | null>, onPress: () => void): void {
  // Runs again whenever onPress changes; the mark is gone after the first run, so the press is once.
  useEffect(() => {
    const element = button.current;
    if (!element) return;
    element.setAttribute(HYDRATED, '');
    if (!element.hasAttribute(PRESSED)) return;
    element.removeAttribute(PRESSED);
    onPress();
  }, [button, onPress]);
}
