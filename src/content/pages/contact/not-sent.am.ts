import type { PageContent } from '../../types';
import { homeAnchors, homeHref } from '../../navigation';

/** Where the service worker sends a contact form the form service refused; the page shows the message kept. */
export default {
  template: 'index',
  title: 'መልእክትዎ አልተላከም',
  seoTitle: 'መልእክቱ አልተላከም',
  description: 'የቅጽ አገልግሎታችን ወደ Tana Fintech የላኩትን መልእክት አልተቀበለውም። እንዲቀዱት ወይም እንደገና እንዲልኩት ጽሑፍዎ በዚህ መሣሪያ ላይ ተቀምጧል።',
  icon: 'i-lucide-mail-x',
  noindex: true,
  intro:
    'የቅጽ አገልግሎታችን መልእክትዎን ስላልተቀበለው አልተላከም። ምንም የጠፋ ነገር የለም፦ ጽሑፍዎ በዚህ መሣሪያ ላይ ተቀምጦ ከምክንያቱ ጋር በዚህ ገጽ ላይ ይታያል፤ ስለዚህ መቅዳት ወይም እንደገና መላክ ይችላሉ።',
  cards: ['/use-cases/case-studies'],
  actions: [
    { kind: 'link', label: 'እንደገና ይጻፉልን', to: homeHref(homeAnchors.contact) },
    { kind: 'link', label: 'ወደ መነሻ ገጽ ይመለሱ', to: '/' },
  ],
} satisfies PageContent;
