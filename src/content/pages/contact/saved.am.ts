import type { PageContent } from '../../types';
import { exploreCards } from '../../explore-cards';

/** Where the service worker sends a contact form it could not deliver yet: the message waits in its queue. */
export default {
  template: 'index',
  title: 'መልእክትዎ ተቀምጧል፦ በራሱ ይላካል',
  seoTitle: 'መልእክቱ ተቀምጧል',
  description: 'ወደ Tana Fintech የላኩት መልእክት በዚህ መሣሪያ ላይ ተቀምጧል፤ ግንኙነቱ እንደተመለሰ ወዲያውኑ በራሱ ይላካል።',
  icon: 'i-lucide-clock',
  noindex: true,
  intro:
    'ግንኙነቱ ወይም አገልግሎታችን በአሁኑ ጊዜ ስለተቋረጠ መልእክትዎ በዚህ መሣሪያ ላይ ተቀምጧል። ይህን ገጽ ቢዘጉትም እንደተቻለ ወዲያውኑ በራሱ ይላካል፤ እንደገና መላክ አያስፈልግዎትም።',
  cards: exploreCards,
  actions: [{ kind: 'link', label: 'ወደ መነሻ ገጽ ይመለሱ', to: '/' }],
} satisfies PageContent;
