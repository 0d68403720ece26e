import { cardSets } from 'virtual:content-index';
import type { CardData, PageCard } from './types';


/** The cards loaded so far: a page's content arrives with the cards it lists, the home page's sections with them all. */
const known = new Map<string, CardData>();

function keep(module: { pageCards: Record<string, CardData> }): void {
  for (const [path, card] of Object.entries(module.pageCards)) known.set(path, card);
}

/** Loads the cards a page lists (its own small module, built from the pages they point to). */
export async function loadCardsOf(path: string): Promise<void> {
  const load = cardSets[path];
  if (load) keep(await load());
}

/** Loads every page's card (the home page lists most of them). */
export async function loadAllCards(): Promise<void> {
  keep(await import('virtual:page-cards'));
}

/** The cards of the pages at these paths, in order; a page without a blurb cannot be a card. */
export function cardsFor(paths: readonly string[]): PageCard[] {
  return paths.map((to): PageCard => {
    const card = known.get(to);
    if (!card) throw new Error(`A card points to ${to}, which is not a page with a blurb (give that page's file a blurb).`);
    return { to, ...card };
  });
}
