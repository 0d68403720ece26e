import type { PageContent } from '../../types';
import { exploreCards } from '../../explore-cards';

/** Where the contact form lands when the browser posted it itself (no script yet, or none at all). */
export default {
  template: 'index',
  title: 'መልእክትዎ በተሳካ ሁኔታ ተልኳል!',
  seoTitle: 'መልእክቱ ተልኳል',
  description: 'Tana Fintechን ስላነጋገሩ እናመሰግናለን። መልእክትዎ ቡድናችን ዘንድ ደርሷል፤ በ24 ሰዓት ውስጥ ምላሽ እንሰጥዎታለን።',
  icon: 'i-lucide-mail-check',
  noindex: true,
  intro:
    'ስላገኙን እናመሰግናለን። መልእክትዎ ቡድናችን ዘንድ ደርሷል፤ በ24 ሰዓት ውስጥ ምላሽ እንሰጥዎታለን። እስከዚያው ድረስ ስለምንገነባቸው መፍትሔዎች ተጨማሪ መረጃ ከዚህ በታች ያገኛሉ።',
  cards: exploreCards,
  actions: [{ kind: 'link', label: 'ወደ መነሻ ገጽ ይመለሱ', to: '/' }],
} satisfies PageContent;
