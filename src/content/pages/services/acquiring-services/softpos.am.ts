import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'SoftPOS',
  seoTitle: 'SoftPOS፦ በማንኛውም Android ስልክ የካርድ ክፍያ ይቀበሉ',
  description:
    'NFC ያላቸውን Android ስልኮች ወደ የተረጋገጡ የክፍያ ተርሚናሎች ይቀይሩ፤ የQR ክፍያ መቀበል፣ የቅጽበት ፈቃድ እና በበርካታ የገንዘብ ዓይነቶች ማወራረድ ተካትተዋል።',
  blurb: 'NFC ያለውን Android ስልክ ወደ የተረጋገጠ ንክኪ አልባ እና QR ተርሚናል ይቀይሩ።',
  icon: 'i-lucide-smartphone-nfc',
  menu: { menu: 'acquiring-services', label: 'SoftPOS', order: 3 },
  aliases: ['/services/acquiring-services/mobile-pos'],
  intro:
    'SoftPOS ነጋዴዎች በኪሳቸው ባለው ስልክ ንክኪ አልባ ካርዶችን፣ ስልኮችን እና የQR ክፍያዎችን እንዲቀበሉ ያስችላል፤ ደህንነቱ እና ማወራረዱም ልክ እንደ ጠረጴዛ ላይ ተርሚናል ነው።',
  features: {
    title: 'ባህሪያት',
    items: [
      'ለዋሌት እና ለባንክ መተግበሪያ ክፍያዎች QR ኮድ ማመንጨት እና መቃኘት',
      'ካርድ ወይም ስልክ በማስነካት ንክኪ አልባ ካርዶችን እና የሞባይል ዋሌት ክፍያዎችን መቀበል',
      'የቅጽበት ፈቃድ እና በዚያው ቀን የሚደርሱ የማወራረድ ሪፖርቶች',
      'ግልጽ በሆነ የምንዛሪ ልወጣ በበርካታ የገንዘብ ዓይነቶች ክፍያ መቀበል',
      'የመሣሪያዎች የርቀት አስተዳደር እና በገመድ አልባ የሚላኩ ማሻሻያዎች',
    ],
  },
  benefits: {
    title: 'ጥቅሞች',
    items: [
      'ተጨማሪ ሃርድዌር አያስፈልግም፦ ስልኩ ራሱ ተርሚናል ነው',
      'ለዕቃ አድራሾች፣ ለመስክ ወኪሎች እና ለገበያ መደብሮች ተንቀሳቃሽነት',
      'ፈጣን የነጋዴ ምዝገባ፦ በዚያው ቀን ሥራ ይጀምራሉ',
      'ከመነሻው ከEMV ንክኪ አልባ እና ከPCI DSS (CPoC/MPoC) መስፈርቶች ጋር የተጣጣመ',
    ],
  },
  actions: [{ kind: 'contact', label: 'ማሳያ ይጠይቁ', topic: 'የSoftPOS ማሳያ' }],
} satisfies PageContent;
