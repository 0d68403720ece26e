import type { PageContent } from '../../types';

export default {
  template: 'password-reset',
  title: 'የይለፍ ቃልዎን ዳግም ያስጀምሩ',
  description:
    'የTana Fintech መለያዎን የይለፍ ቃል ረስተዋል? የዳግም ማስጀመሪያ ሊንክ በኢሜይል ይጠይቁ፣ ከዚያም አዲስ የይለፍ ቃል ይምረጡ።',
  icon: 'i-lucide-key-round',
  intro: 'የመለያዎን የኢሜይል አድራሻ ያስገቡ፤ አዲስ የይለፍ ቃል የሚመርጡበትን ሊንክ እንልክልዎታለን።',
  noindex: true,
} satisfies PageContent;
