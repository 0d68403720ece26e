import { pageCards } from 'virtual:page-cards';
import type { PageCard } from './types';

/** The cards of the pages at these paths, in order; a page without a blurb cannot be a card. */
export function cardsFor(paths: readonly string[]): PageCard[] {
  return paths.map((to): PageCard => {
    const card = pageCards[to];
    if (!card) throw new Error(`A card points to ${to}, which is not a page with a blurb (give that page's file a blurb).`);
    return { to, title: card.title, description: card.description, icon: card.icon };
  });
}
