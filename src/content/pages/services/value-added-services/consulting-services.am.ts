import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'የማማከር አገልግሎቶች',
  seoTitle: 'የፊንቴክ እና የዲጂታል ባንኪንግ ማማከር',
  description:
    'የክፍያ ፕላትፎርሞችን ከሚገነባ እና ከሚያስተዳድር ቡድን የሚቀርብ የዲጂታል ስትራቴጂ፣ የቴክኖሎጂ አርክቴክቸር፣ የደንብ ተገዢነት እና የሂደት ማሻሻያ ምክር።',
  blurb: 'የክፍያ ሲስተሞችን ከሚገነቡ ባለሙያዎች የስትራቴጂ፣ የአርክቴክቸር እና የተገዢነት ምክር።',
  icon: 'i-lucide-lightbulb',
  menu: { menu: 'value-added-services', label: 'የማማከር አገልግሎቶች', order: 7 },
  intro:
    'አማካሪዎቻችን ዋሌቶችን፣ የካርድ ፕሮግራሞችን እና የክፍያ መቀበያ መረቦችን በተግባር አስጀምረዋል። ያንን የተግባር ልምድ ለእርስዎ የስትራቴጂ፣ የአርክቴክቸር እና የደንብ ውሳኔዎች ያመጣሉ።',
  highlights: [
    {
      icon: 'i-lucide-compass',
      title: 'ዲጂታል ስትራቴጂ',
      description:
        'ለኒዮባንኮች፣ ለዋሌቶች፣ ለBNPL እና ለካርድ ፕሮግራሞች የገበያ መጠን ግምት፣ የምርት ፍኖተ ካርታ እና የንግድ ትንተና።',
    },
    {
      icon: 'i-lucide-layers',
      title: 'የቴክኖሎጂ አርክቴክቸር',
      description:
        'የታለመ አርክቴክቸር፣ የአቅራቢ ምርጫ እና ከቆዩ ኮር ሲስተሞችና ስዊቾች ወደ ቅጽበታዊ፣ API ቀዳሚ ወደሆኑ ፕላትፎርሞች የሚደረግ የሽግግር ዕቅድ።',
    },
    {
      icon: 'i-lucide-file-check',
      title: 'የደንብ ተገዢነት',
      description:
        'የፈቃድ ማመልከቻዎች፣ የPCI DSS ዝግጁነት፣ የAML/CFT ማዕቀፎች እና የብሔራዊ ባንክ የሪፖርት መስፈርቶች።',
    },
  ],
  features: {
    title: 'ባህሪያት',
    items: [
      'ዲጂታል ስትራቴጂ እና የምርት ፍኖተ ካርታዎች',
      'የቴክኖሎጂ አርክቴክቸር ግምገማ እና የታለመ ሁኔታ ዲዛይን',
      'የደንብ ተገዢነት፦ ፈቃድ፣ PCI DSS፣ AML/CFT እና የመረጃ ጥበቃ',
      'ለደንበኛ ምዝገባ፣ ለኦፕሬሽን እና ለደንበኛ አገልግሎት የሂደት ማሻሻያ',
      'የአቅራቢ ምርጫ እና የትግበራ ጥራት ማረጋገጫ',
    ],
  },
  benefits: {
    title: 'ጥቅሞች',
    items: [
      'በእውነተኛ የትግበራ ልምድ ላይ የተመሠረቱ ውሳኔዎች',
      'ወደ ገበያ ለመግባት እና የደንብ ፈቃድ ለማግኘት አጭር ጊዜ',
      'በትላልቅ የቴክኖሎጂ ፕሮግራሞች ውስጥ ዝቅተኛ ስጋት',
      'በዕለት ተዕለት ሥራዎች ሊለካ የሚችል የውጤታማነት ዕድገት',
    ],
  },
  stats: [
    { figure: 'implementations', label: 'ትግበራዎች' },
    { figure: 'deployment', label: 'አማካይ የማሰማራት ጊዜ' },
  ],
  actions: [
    { kind: 'contact', label: 'ምክክር ያስይዙ', topic: 'የማማከር አገልግሎት ውይይት' },
    { kind: 'document', label: 'የኒዮባንክ የንግድ ትንተና', to: '/documents/neobank-business-case' },
  ],
} satisfies PageContent;
