import type { PageContent } from '../../types';

export default {
  template: 'solution',
  title: 'የኒዮ ባንኪንግ ፕላትፎርም',
  seoTitle: 'የኒዮ ባንኪንግ ፕላትፎርም፦ ለዲጂታል ባንክ ኮር፣ ቻናሎችና APIዎች',
  description:
    'ዲጂታል ባንክ ለማስኬድ የሚያስፈልጉ ለክላውድ የተገነባ ኮር፣ ዲጂታል ቻናሎች፣ የደንበኛ ምዝገባና ክፍት APIዎች፤ በቅጽበት የሚሰራ መዝገብና ያለ መቋረጥ የሚከናወን ጥገናን ያካተተ።',
  blurb: 'ዲጂታል ባንክ ለማስኬድ የሚያስፈልጉ ኮር፣ ቻናሎችና APIዎች።',
  icon: 'i-lucide-building-2',
  menu: { menu: 'use-cases', label: 'ኒዮ ባንኪንግ', order: 6 },
  badge: 'የፕላትፎርም አቅሞች',
  intro:
    'ይህ ከዲጂታል ባንክ ሥር ያለው ቴክኖሎጂ ነው። አዲስ ገቢ ተቋም ይሁኑ ወይም ዲጂታል ብራንድ የሚገነባ ነባር ባንክ፣ የኒዮ ባንኪንግ ፕላትፎርሙ ለመሐንዲሶችዎና ለምርት ቡድኖችዎ ዘመናዊ ኮር፣ ዝግጁ ቻናሎች እና እነሱን ለማስፋት የሚያስችሉ APIዎችን ይሰጣል።',
  features: [
    {
      icon: 'i-lucide-server',
      title: 'ለክላውድ የተገነባ ኮር',
      description:
        'ለሂሳቦች፣ ለተቀማጭ፣ ለብድርና ለአገልግሎት ክፍያዎች የተዘጋጁ ማይክሮሰርቪሶች፤ በቅጽበት በሚሰራ ድርብ ምዝገባ መዝገብ ላይ የሚሰሩና ፍላጎት ሲጨምር በአግድም የሚሰፉ።',
    },
    {
      icon: 'i-lucide-scan-face',
      title: 'ዲጂታል ምዝገባ',
      description:
        'የሰነድ ቀረጻ፣ የሕያውነት ማረጋገጫ፣ የብሔራዊ መታወቂያ ማረጋገጫና የAML ማጣሪያ በአንድ ሊዋቀር የሚችል ሂደት ውስጥ።',
    },
    {
      icon: 'i-lucide-smartphone',
      title: 'ዝግጁ ቻናሎች',
      description:
        'ዋይት ሌብል የiOS፣ የAndroid እና የድረ-ገጽ ባንኪንግ አፖች፣ እንዲሁም USSD እና የወኪል አፕ፤ ሁሉም ተመሳሳይ APIዎችን ይጠቀማሉ።',
    },
    {
      icon: 'i-lucide-code',
      title: 'ክፍት APIዎችና SDKዎች',
      description:
        'ቡድንዎና አጋሮችዎ አዳዲስ ባህሪያትን ራሳቸውን ችለው እንዲገነቡ የተሰነዱ REST APIዎች፣ ዌብሁኮችና የሙከራ አካባቢ።',
    },
    {
      icon: 'i-lucide-sliders-horizontal',
      title: 'የምርት ፋብሪካ',
      description:
        'ለአዳዲስ ምርቶች ወለድን፣ ክፍያዎችን፣ ገደቦችንና የብቁነት መስፈርቶችን አዲስ ሶፍትዌር መልቀቅ ሳያስፈልግ ከመቆጣጠሪያ ያዋቅሩ።',
    },
    {
      icon: 'i-lucide-file-check',
      title: 'የሕግ ተገዢነት ሞተር',
      description:
        'የግብይት ክትትል፣ የማዕቀብ ማጣሪያ፣ የኦዲት ዱካዎችና ለተቆጣጣሪ አካላት የሚቀርቡ ሪፖርቶች በቀጥታ ከመዝገቡ ይዘጋጃሉ።',
    },
  ],
  lists: [
    {
      title: 'አርክቴክቸር',
      items: [
        'በKubernetes ላይ በክስተት የሚመሩ ማይክሮሰርቪሶች',
        'ተገኝነትን የሚያረጋግጥ፣ ችግር ሲፈጠር በራሱ ወደ ተጠባባቂ የሚዞር ባለሁለት ሳይት፣ ሶስት ማዕከል አተገባበር',
        'በተከታታይ ልቀትና blue-green በሚባለው ዘዴ ያለ መቋረጥ የሚደረጉ ማሻሻያዎች',
        'በእኛ ክላውድ፣ በእርስዎ የመረጃ ማዕከል ወይም በሉዓላዊ ክላውድ ይተግብሩ',
      ],
    },
    {
      title: 'የተካተቱ ውህደቶች',
      items: [
        'የካርድ አሰጣጥና የኤቲኤም እና የPOS ግብይቶች ሂደት',
        'ብሔራዊ ስዊችና የፈጣን ክፍያ መስመሮች',
        'የብድር መረጃ ቢሮዎችና የብሔራዊ መታወቂያ ሲስተሞች',
        'የSMS፣ የፑሽ ማሳወቂያና የኢሜይል መግቢያዎች',
      ],
    },
  ],
  stats: [
    { figure: 'tps', label: 'በሰከንድ የግብይት አቅም' },
    { figure: 'responseTime', label: 'የAPI ምላሽ ጊዜ' },
    'uptimeSla',
    'apiCalls',
  ],
  impact: [
    {
      icon: 'i-lucide-gauge',
      title: 'በ30% ፈጣን ሂደት',
      description: 'በቅጽበት የሚደረግ ምዝገባ የቀን መጨረሻ ባቾችን ይተካል፤ ቀሪ ሂሳቦችና ሪፖርቶች ሁልጊዜ ወቅታዊ ናቸው።',
    },
    {
      icon: 'i-lucide-git-branch',
      title: 'ራሳቸውን የቻሉ የልቀት ዑደቶች',
      description: 'ቡድኖች የኮር ማሻሻያን ሳይጠብቁ በተረጋጉ APIዎች ላይ አዳዲስ የደንበኛ ሂደቶችን ይለቃሉ።',
    },
    {
      icon: 'i-lucide-server-cog',
      title: 'ዝቅተኛ የመሠረተ ልማት ወጪ',
      description: 'ከፍላጎት ጋር የሚሰፋ አቅም ማለት ዓመቱን ሙሉ ለከፍተኛ ጫና ለተዘጋጀ ሃርድዌር ሳይሆን ለሚጠቀሙበት አቅም ብቻ ይከፍላሉ ማለት ነው።',
    },
  ],
  actions: [
    { kind: 'contact', label: 'ጥልቅ የቴክኒክ ውይይት ይያዙ', topic: 'በኒዮ ባንኪንግ ፕላትፎርሙ ላይ ጥልቅ የቴክኒክ ውይይት' },
    { kind: 'link', label: 'ኒዮባንክ ሊያስጀምሩ ነው?', to: '/use-cases/neobank' },
  ],
} satisfies PageContent;
