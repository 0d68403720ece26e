import type { PageContent } from '../types';

export default {
  template: 'search',
  title: 'Search',
  seoTitle: 'Search the site',
  description: 'Search every Tana Fintech solution, service and document, or browse the site by section.',
  icon: 'i-lucide-search',
  // A page of results, not content: kept out of search engines and out of the site's own index.
  noindex: true,
  intro: 'Find a product, a service or a topic across the whole site, online or offline.',
  needsScript: 'Searching needs JavaScript, which is turned off or not available in this browser. Every page of the site is listed by section below.',
} satisfies PageContent;
