import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'SoftPOS',
  seoTitle: 'SoftPOS፦ በማንኛውም Android ስልክ የካርድ ክፍያ ይቀበሉ',
  description:
    'NFC ያላቸውን Android ስልኮች ወደ ንክኪ አልባ የክፍያ ተርሚናሎች ይቀይሩ፤ የQR ክፍያ መቀበል፣ የቅጽበት ፈቃድ እና በበርካታ የገንዘብ ዓይነቶች ማወራረድ ተካትተዋል።',
  blurb: 'NFC ያለውን Android ስልክ ወደ ንክኪ አልባ እና QR ተርሚናል ይቀይሩ።',
  icon: 'i-lucide-smartphone-nfc',
  menu: { menu: 'acquiring-services', label: 'SoftPOS', order: 3 },
  aliases: ['/services/acquiring-services/mobile-pos'],
  intro:
    'SoftPOS ነጋዴዎች በኪሳቸው ባለው ስልክ ንክኪ አልባ ካርዶችን፣ ስልኮችን እና የQR ክፍያዎችን እንዲቀበሉ ያስችላል፤ ደህንነቱ እና ማወራረዱም ልክ እንደ ጠረጴዛ ላይ ተርሚናል ነው።',
  mockup: {
    kind: 'phone',
    label: 'ምሳሌ ምስል፦ የነጋዴ ስልክ በSoftPOS ንክኪ አልባ የካርድ ክፍያ ሲቀበል',
    title: 'አዲስ ሽያጭ',
    subtitle: 'ፀሐይ ጁስ ቤት · ካሳ 2',
    blocks: [
      { kind: 'tap', amount: 'ETB 1,250.00', prompt: 'ንክኪ አልባ ካርድ •••• 4821 ተነቧል', status: 'ጸድቋል · ኮድ 0A41F2' },
      {
        kind: 'rows',
        title: 'የዛሬ ሽያጮች',
        items: [
          { icon: 'i-lucide-nfc', title: 'ካርድ •••• 4821', meta: 'በማስጠጋት · 14:02', amount: 'ETB 1,250.00' },
          { icon: 'i-lucide-qr-code', title: 'የዋሌት QR ክፍያ', meta: 'በስካን · 13:47', amount: 'ETB 320.00' },
          { icon: 'i-lucide-smartphone', title: 'የስልክ ዋሌት', meta: 'በማስጠጋት · 13:15', amount: 'ETB 85.00' },
        ],
      },
    ],
  },
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
      'ከመነሻው ከEMV ንክኪ አልባ እና ከPCI DSS መስፈርቶች ጋር የተጣጣመ',
    ],
  },
  flow: {
    title: 'የSoftPOS ክፍያ ሂደት',
    intro: 'ስልኩ የተርሚናሉን ቦታ ይወስዳል፤ ከጀርባው የሚሠራው ያው የካርድ ክፍያ ሂደት ነው፤ ፈቃድና ማወራረድም በቅጽበት ይከናወናሉ።',
    nodes: [
      { icon: 'i-lucide-user-round', label: 'ደንበኛ' },
      { icon: 'i-lucide-smartphone-nfc', label: 'የነጋዴው ስልክ' },
      { icon: 'i-lucide-server', label: 'ተቀባይ ባንክ', ours: true },
      { icon: 'i-lucide-network', label: 'የካርድ ኔትወርክ' },
      { icon: 'i-lucide-landmark', label: 'ካርድ ሰጪ' },
    ],
    phases: [
      {
        title: 'ማስጠጋት፦ ፈቃድ',
        steps: [
          { from: 0, to: 1, label: 'ንክኪ አልባ ካርድ ወይም የስልክ ዋሌት ከነጋዴው ስልክ ጀርባ ያስጠጋል' },
          { from: 1, to: 1, label: 'የSoftPOS አፑ ካርዱን አንብቦ መረጃውን ወዲያውኑ ይመሰጥራል' },
          { from: 1, to: 2, label: 'የፈቃድ ጥያቄውን በሞባይል ኔትወርክ ይልካል' },
          { from: 2, to: 4, label: 'በካርድ ኔትወርኩ በኩል ወደ ካርድ ሰጪው ያስተላልፋል' },
          { from: 4, to: 1, label: 'ያጸድቃል፦ ስልኩ ውጤቱን ያሳያል፤ ዲጂታል ደረሰኝም ይልካል' },
        ],
      },
      {
        title: 'በዚያው ቀን፦ ማወራረድ',
        steps: [
          { from: 2, to: 3, label: 'የዕለቱን ክፍያዎች ከካርድ ኔትወርኮቹ ጋር ያጣራል' },
          { from: 2, to: 1, label: 'ለነጋዴው ይከፍላል፤ የሽያጭ ሪፖርቱንም በአፑ ያሳያል' },
        ],
      },
    ],
  },
  actions: [{ kind: 'contact', label: 'ማሳያ ይጠይቁ', topic: 'የSoftPOS ማሳያ' }],
} satisfies PageContent;
