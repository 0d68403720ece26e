import { INTRO_FLAG } from './intro-timeline';

/**
 * The splash is static markup that only the home page carries (src/splash/splash.html), hidden by
 * CSS; its inline script puts this class on <html> before the page below is parsed, which hides that
 * page, so visitors without JavaScript (and crawlers) never see the splash and nobody sees the page
 * flash before it.
 */
export const INTRO_CLASS = 'intro';
/**
 * The splash itself is shown once the document is parsed: the page below is hidden from the start,
 * but its markup is parsed all the same, and parsing it (with the end of the document) is the
 * longest work of a first visit. Painted before it, the splash would sit at 0 % behind that work;
 * painted after it, the count starts at once and nothing of the parser comes between two steps.
 */
export const INTRO_SHOWN_CLASS = 'intro-shown';
/**
 * From 100 % on (the hold and the fade): the page below the splash is laid out, still unseen. While
 * the splash counts it is not laid out at all, so that its first layout, the longest task of a first
 * visit, falls in the hold and never stalls the count.
 */
export const INTRO_HOLD_CLASS = 'intro-hold';
/** While the splash fades out and the page appears. */
export const INTRO_LEAVING_CLASS = 'intro-out';
/**
 * Dispatched on `document` once the page is revealed: the app's loader
 * (src/before-hydration/app-loader.ts) fetches the app's modules and starts it then, not before.
 */
export const INTRO_END_EVENT = 'introend';

/** `/?intro=seen` */
const INTRO_PARAM = 'intro';

type IntroStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function markIntroSeen(storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(INTRO_FLAG, 'true');
  } catch {
    // Blocked storage: the intro may show again on the next visit of this session, nothing worse.
  }
}

/**
 * Whether this visit starts with the intro: the first of the session, for a visitor who came to the
 * front door. A link into one of the page's sections (`/#contact`) goes straight there, since the
 * intro ends with the page scrolled to the top. `/?intro=seen` marks it seen, as a second visit of
 * the session would find it (the Lighthouse budgets audit the home page both ways). With reduced
 * motion it counts as seen at once.
 */
export function shouldShowIntro(
  storage: IntroStorage,
  { hash, search }: Pick<Location, 'hash' | 'search'>,
  reducedMotion: boolean,
): boolean {
  try {
    if (storage.getItem(INTRO_FLAG) === 'true' || hash.length > 1) return false;
  } catch {
    return false;
  }
  if (!reducedMotion && new URLSearchParams(search).get(INTRO_PARAM) !== 'seen') return true;
  markIntroSeen(storage);
  return false;
}
