import { useEffect, useRef, type FocusEventHandler, type PointerEventHandler, type RefObject } from 'react';
import { loadAuthClient } from '../service/supabase-loader';

const warmUp = () => void loadAuthClient().catch(() => {});

interface WarmUpProps {
  ref: RefObject<HTMLDivElement>;
  onPointerEnter: PointerEventHandler;
  onFocus: FocusEventHandler;
}

/**
 * Props for an auth card's body: supabase-js (~55 KB gzip) loads as soon as the visitor reaches for
 * the card (pointer over it, focus in it), not with the page, so it never competes with the first
 * paint; a submit loads it anyway if it has not come yet. A visitor who reached for the card before
 * the app arrived (the pointer already over it, a field already focused) counts too.
 */
export function useAuthClientWarmUp(): WarmUpProps {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const card = ref.current;
    if (card && (card.contains(document.activeElement) || card.matches(':hover'))) warmUp();
  }, []);
  return { ref, onPointerEnter: warmUp, onFocus: warmUp };
}
