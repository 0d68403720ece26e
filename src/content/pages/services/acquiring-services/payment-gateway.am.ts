import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'የክፍያ መግቢያ',
  seoTitle: 'ለባንኮች፣ ለክፍያ ተቀባይ ተቋማት እና ለPSPዎች የሚሆን የክፍያ መግቢያ',
  description:
    'ለባንኮች እና ለPSPዎች የሚሆን ዋይት ሌብል የክፍያ መግቢያ፦ የነጋዴ ምዝገባ፣ ዝግጁ የክፍያ ገጽ፣ ወደ ክፍያ ተቀባዮች እና የካርድ ኔትወርኮች ብልህ ማዘዋወር እንዲሁም የዕለት ማወራረድ።',
  blurb: 'የካርድ፣ የዋሌት እና የባንክ ዝውውር ክፍያዎችን ወደ ሁሉም ኔትወርኮች የሚያደርስ አንድ ውህደት።',
  icon: 'i-lucide-waypoints',
  menu: { menu: 'acquiring-services', label: 'የክፍያ መግቢያ', order: 2 },
  intro:
    'የክፍያ መግቢያችን የክፍያ መቀበያ ባንኮች እና የክፍያ አገልግሎት ሰጪዎች በራሳቸው ብራንድ የሚጠራ መግቢያ እንዲኖራቸው ያስችላል። የኦንላይን ነጋዴዎችን ከካርድ ኔትወርኮች፣ ከአገር ውስጥ ስዊቾች እና ከዋሌቶች ጋር በአንድ ውህደት ያገናኛል።',
  mockup: {
    kind: 'browser',
    label: 'ምሳሌ ምስል፦ በክፍያ መግቢያው ላይ ያለ የአንድ ሱቅ የክፍያ ገጽ የካርድ ክፍያ ሲቀበል',
    title: 'እንጦጦ የእጅ ሥራዎች',
    subtitle: 'ደህንነቱ የተጠበቀ ክፍያ',
    address: 'pay.entoto-crafts.example',
    blocks: [
      {
        kind: 'rows',
        title: 'ትዕዛዝዎ',
        items: [
          { icon: 'i-lucide-shirt', title: 'በእጅ የተሸመነ ሻርፕ', meta: '2 × ETB 900.00', amount: 'ETB 1,800.00' },
          { icon: 'i-lucide-coffee', title: 'የቡና ጀበና', meta: '1 × ETB 450.00', amount: 'ETB 450.00' },
          { icon: 'i-lucide-truck', title: 'በአዲስ አበባ ውስጥ ማድረስ', meta: '2–3 ቀናት', amount: 'ETB 100.00' },
        ],
        total: { label: 'ድምር', amount: 'ETB 2,350.00' },
      },
      {
        kind: 'fields',
        choices: ['ካርድ', 'ዋሌት', 'የባንክ ዝውውር', 'QR'],
        items: [
          { label: 'የካርድ ቁጥር', value: '•••• •••• •••• 4821' },
          { label: 'በካርዱ ላይ ያለ ስም', value: 'Hana Girma' },
          { label: 'የሚያበቃበት · CVC', value: '04/28 · •••' },
        ],
        button: 'ETB 2,350.00 ይክፈሉ',
      },
    ],
  },
  highlights: [
    {
      icon: 'i-lucide-route',
      title: 'ብልህ ማዘዋወር',
      description:
        'እያንዳንዱን ግብይት እንደ ካርድ ዓይነት፣ ገንዘብ፣ ወጪ ወይም የስኬት ምጣኔ ወደ ተሻለው ተቀባይ ወይም ስዊች ያዘዋውሩ፤ ችግር ሲፈጠር በራስ-ሰር ወደ አማራጭ መስመር ይቀየራል።',
    },
    {
      icon: 'i-lucide-building-2',
      title: 'ለብዙ ነጋዴዎች እና ለብዙ ተቋማት',
      description:
        'ንዑስ ነጋዴዎችን፣ የገበያ ቦታዎችን እና አሰባሳቢዎችን በአንድ መግቢያ ስር ያስኪዱ፤ እያንዳንዳቸው የራሳቸው ዋጋ፣ ገደብ እና የማወራረጃ ሂሳብ ይኖራቸዋል።',
    },
    {
      icon: 'i-lucide-code-xml',
      title: 'ለእያንዳንዱ ነጋዴ የሚስማማ ውህደት',
      description:
        'ዝግጁ የክፍያ ገጾች፣ በድረ-ገጽ ውስጥ የሚገቡ የክፍያ መስኮች፣ የሞባይል SDKዎች፣ ለታዋቂ የኢ-ኮሜርስ ፕላትፎርሞች ፕለጊኖች እና በሰነድ የተደገፈ REST API።',
    },
  ],
  features: {
    title: 'ባህሪያት',
    items: [
      'በእርስዎ ብራንድ እና በደንበኛው ቋንቋ የሚቀርብ ዋይት ሌብል የክፍያ ገጽ',
      'በክፍያ ተቀባዮች፣ በስዊቾች እና በካርድ ኔትወርኮች መካከል በደንብ ላይ የተመሠረተ ማዘዋወር እና አማራጭ መስመር',
      'የካርድ፣ የዋሌት፣ የባንክ ዝውውር እና የQR የክፍያ ዘዴዎች',
      'ግብይቶችን፣ ተመላሽ ክፍያዎችን፣ ለነጋዴዎች የተፈጸሙ ክፍያዎችን እና ሪፖርቶችን የሚያሳይ የነጋዴ ፖርታል',
      'በክፍያ ሂደቱ ውስጥ የተካተቱ 3D Secure እና የማጭበርበር ምርመራ',
      'በራስ-ሰር የሚካሄድ ማወራረድ፣ የአገልግሎት ክፍያ ስሌት እና ለነጋዴዎች የሚፈጸም ክፍያ',
    ],
  },
  benefits: {
    title: 'ጥቅሞች',
    items: [
      'የሌላ ወገንን መግቢያ እንደገና ከመሸጥ ይልቅ ከነጋዴዎች ጋር ያለውን ግንኙነት በባለቤትነት ይያዙ',
      'በብልህ ማዘዋወር እና በድጋሚ ሙከራ ከፍ ያለ የማጽደቅ ምጣኔ',
      'በዝግጁ ፕለጊኖች እና SDKዎች ነጋዴዎች በፍጥነት ወደ ሥራ ይገባሉ',
      'ከግብይት ክፍያዎች፣ ከውጭ ምንዛሪ እና ከተጨማሪ እሴት አገልግሎቶች የሚገኝ ገቢ',
    ],
  },
  stats: [
    'partners',
    { figure: 'responseTime', label: 'የመግቢያው ምላሽ ጊዜ' },
  ],
  flow: {
    title: 'የኦንላይን የካርድ ክፍያ ሂደት',
    intro: 'ሱቁ አንድ ጊዜ ብቻ ይገናኛል፤ የክፍያ መግቢያው እያንዳንዱን ክፍያ ይፈትሻል፣ ያረጋግጣል፣ ያስተላልፋል፤ ከዚያም ያወራርዳል፣ ለነጋዴውም ይከፍላል።',
    nodes: [
      { icon: 'i-lucide-user-round', label: 'ገዢ' },
      { icon: 'i-lucide-shopping-cart', label: 'የኦንላይን ሱቅ' },
      { icon: 'i-lucide-waypoints', label: 'የክፍያ መግቢያ', ours: true },
      { icon: 'i-lucide-building-2', label: 'ተቀባይ ባንክ' },
      { icon: 'i-lucide-network', label: 'የካርድ ኔትወርክ' },
      { icon: 'i-lucide-landmark', label: 'ካርድ ሰጪ' },
    ],
    phases: [
      {
        title: 'በክፍያ ገጹ ላይ፦ ፈቃድ',
        steps: [
          { from: 0, to: 1, label: 'በካርድ ለመክፈል ይመርጣል' },
          { from: 1, to: 2, label: 'የክፍያ ገጹን ይከፍታል፦ የካርዱ መረጃ ወደ ሱቁ ሳይሆን በቀጥታ ወደ መግቢያው ይሄዳል' },
          { from: 2, to: 2, label: 'ማጭበርበርን ይፈትሻል፤ ሲያስፈልግ 3D Secure ያካሂዳል' },
          { from: 2, to: 3, label: 'ክፍያውን ለካርዱ ምርጥ ወደሆነው ተቀባይ ባንክ ያስተላልፋል' },
          { from: 3, to: 5, label: 'በካርድ ኔትወርኩ በኩል ወደ ካርድ ሰጪው ይልካል' },
          { from: 5, to: 2, label: 'ያጸድቃል፦ መልሱ በዚያው መንገድ ይመለሳል' },
          { from: 2, to: 1, label: 'ክፍያውን ያሳውቃል፤ ሱቁም ትዕዛዙን ያረጋግጣል' },
        ],
      },
      {
        title: 'ከዚያ በኋላ፦ ማወራረድና ክፍያ',
        steps: [
          { from: 3, to: 2, label: 'የዕለቱን ክፍያዎች ያወራርዳል' },
          { from: 2, to: 1, label: 'ክፍያዎችን ቀንሶ ለነጋዴው ይከፍላል፤ ሪፖርትም ያቀርባል' },
        ],
      },
    ],
  },
  actions: [
    { kind: 'contact', label: 'ማሳያ ይጠይቁ', topic: 'የክፍያ መግቢያ ማሳያ' },
    { kind: 'link', label: 'የክፍያ መግቢያ እና ኢ-ኮሜርስ', to: '/services/acquiring-services/gateway-and-e-commerce' },
  ],
} satisfies PageContent;
