import type { PageContent } from '../types';

export default {
  template: 'search',
  title: 'ፍለጋ',
  seoTitle: 'በድረ-ገጹ ውስጥ ይፈልጉ',
  description: 'ሁሉንም የTana Fintech መፍትሔዎች፣ አገልግሎቶች እና ሰነዶች ይፈልጉ፣ ወይም ድረ-ገጹን በክፍል ያስሱ።',
  icon: 'i-lucide-search',
  // A page of results, not content: kept out of search engines and out of the site's own index.
  noindex: true,
  intro: 'በመላው ድረ-ገጽ ውስጥ ምርትን፣ አገልግሎትን ወይም ርዕስን ያግኙ፤ ከኢንተርኔት ጋር ተገናኝተውም ሆነ ከመስመር ውጭ።',
  needsScript: 'ፍለጋ JavaScript ያስፈልገዋል፤ ነገር ግን በዚህ ብራውዘር ውስጥ ጠፍቷል ወይም አይገኝም። ሁሉም የድረ-ገጹ ገጾች ከዚህ በታች በክፍል ተዘርዝረዋል።',
} satisfies PageContent;
