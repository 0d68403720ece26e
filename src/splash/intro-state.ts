import { INTRO_FLAG } from './intro-timeline';

/**
 * The splash is static markup in index.html, hidden by CSS; index.html's head script shows it by
 * putting this class on <html> before first paint, so visitors without JavaScript (and crawlers)
 * never see it and nobody sees the page flash before it.
 */
export const INTRO_CLASS = 'intro';
/** While the splash fades out. */
export const INTRO_LEAVING_CLASS = 'intro-out';

export function markIntroSeen(storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(INTRO_FLAG, 'true');
  } catch {
    // Blocked storage: the intro may show again on the next visit of this session, nothing worse.
  }
}
