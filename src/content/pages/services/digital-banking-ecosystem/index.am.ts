import type { PageContent } from '../../../types';
import { ecosystemCards } from './index.shared';

export default {
  template: 'index',
  title: 'የዲጂታል ባንኪንግ ሥነ-ምህዳር',
  seoTitle: 'የዲጂታል ባንኪንግ ሥነ-ምህዳር፦ ኮር ሲስተም፣ ቻናሎች እና ክፍት APIዎች',
  description:
    'በክላውድ ላይ ያለ ኮር ባንኪንግ፣ የሞባይል እና የኢንተርኔት ባንኪንግ፣ የቅርንጫፍ ታብሌቶች፣ ክፍት APIዎች፣ የሥራ ፍሰት አውቶሜሽን እና AI ረዳቶች፤ ሁሉም እንደ አንድ ዲጂታል ባንክ ይሰራሉ።',
  blurb:
    'ኮር ባንኪንግ፣ የሞባይል እና የኢንተርኔት ባንኪንግ፣ ክፍት APIዎች እና የሥራ ፍሰት አውቶሜሽን፤ እንደ አንድ ዲጂታል ባንክ በጋራ ይሰራሉ።',
  icon: 'i-lucide-landmark',
  badge: 'የዲጂታል ባንኪንግ ሥነ-ምህዳር',
  intro:
    'አንድ የደንበኛ መረጃ፣ አንድ መዝገብ እና አንድ የAPI ንብርብር የሚጋሩ ዘጠኝ ሞጁሎች። የተሟላ ዲጂታል ባንክ ያስጀምሩ፤ ወይም አሁን በሚጠቀሙበት ኮር ሲስተም ላይ የጎደለዎትን ቻናል ያክሉ።',
  cards: ecosystemCards,
  actions: [{ kind: 'contact', label: 'ዲጂታል ባንክዎን ያቅዱ', topic: 'የዲጂታል ባንኪንግ ሥነ-ምህዳር ምክክር' }],
} satisfies PageContent;
