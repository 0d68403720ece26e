import type { PageContent } from '../types';

export default {
  template: 'account',
  title: 'የእርስዎ መለያ',
  description: 'የTana Fintech መለያዎ፦ የተመዘገቡበት ስም እና በኩባንያዎ ያለዎት ሚና፣ የይለፍ ቃልዎ እና የገቡባቸው ክፍለ ጊዜዎች።',
  icon: 'i-lucide-circle-user',
  intro: 'የተመዘገቡበት መገለጫ፣ የይለፍ ቃልዎ እና አሁን የገቡባቸው መሣሪያዎች።',
  noindex: true,
  access: 'signed-in',
} satisfies PageContent;
