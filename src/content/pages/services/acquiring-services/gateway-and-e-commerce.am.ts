import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'የክፍያ መግቢያ እና ኢ-ኮሜርስ',
  seoTitle: 'የኢ-ኮሜርስ የክፍያ መግቢያ፦ ካርዶች፣ ዋሌቶች እና የባንክ ዝውውሮች',
  description:
    'ካርዶችን፣ ዋሌቶችን እና የባንክ ዝውውሮችን በአንድ RESTful API በኦንላይን ይቀበሉ። የቅጽበት ሂደት፣ ዓለም አቀፍ ተደራሽነት፣ የPCI DSS ተገዢነት እና ከማጭበርበር ጥበቃ ተካትተዋል።',
  blurb: 'ለኢ-ኮሜርስ ነጋዴዎች ዝግጁ የክፍያ ገጽ፣ ፕለጊኖች እና REST APIዎች።',
  icon: 'i-lucide-shopping-cart',
  menu: { menu: 'acquiring-services', label: 'የክፍያ መግቢያ እና ኢ-ኮሜርስ', order: 5 },
  aliases: ['/services/acquiring-services/online-payments'],
  intro:
    'የክፍያ መግቢያ እና ኢ-ኮሜርስ ለኦንላይን ነጋዴዎች አንድ የክፍያ ገጽ ይሰጣል። ደንበኞቻቸው በአገር ውስጥም ሆነ በውጭ የሚጠቀሙትን ማንኛውንም የክፍያ ዘዴ ይቀበላል፤ ገቢውንም ወደ አንድ ሂሳብ ያወራርዳል።',
  mockup: {
    kind: 'browser',
    label: 'ምሳሌ ምስል፦ የአንድ የኦንላይን መደብር የክፍያዎች ዳሽቦርድ በመግቢያው ላይ፤ የዛሬ ሽያጭ፣ የቅርብ ጊዜ የካርድ፣ የዋሌትና የባንክ ዝውውር ክፍያዎች እንዲሁም ቀጣዩ ክፍያ',
    title: 'እንጦጦ የእጅ ሥራዎች · ክፍያዎች',
    subtitle: 'ዛሬ',
    address: 'dashboard.gateway.example',
    blocks: [
      {
        kind: 'figures',
        items: [
          { label: 'የዛሬ ሽያጭ', value: 'ETB 84,350' },
          { label: 'ክፍያዎች', value: '126' },
          { label: 'የገንዘብ ዓይነቶች', value: '4' },
        ],
      },
      {
        kind: 'rows',
        title: 'የቅርብ ጊዜ ክፍያዎች',
        items: [
          { icon: 'i-lucide-credit-card', title: 'ካርድ •••• 4821', meta: '3D Secure · 14:02', amount: 'ETB 2,350.00' },
          { icon: 'i-lucide-wallet', title: 'የሞባይል ዋሌት', meta: 'በአፑ የተከፈለ · 13:55', amount: 'ETB 640.00' },
          { icon: 'i-lucide-landmark', title: 'የባንክ ዝውውር', meta: 'የተረጋገጠ · 13:20', amount: 'ETB 12,000.00' },
        ],
      },
      {
        kind: 'rows',
        title: 'ማወራረድ',
        items: [
          { icon: 'i-lucide-calendar-clock', title: 'ቀጣዩ ክፍያ', meta: 'ነገ፣ ወደ ሂሳብ •••• 3307', amount: 'ETB 81,942.50' },
          { icon: 'i-lucide-receipt', title: 'የዛሬ የአገልግሎት ክፍያ', meta: 'ካርዶች፣ ዋሌቶችና ዝውውሮች', amount: 'ETB 2,407.50' },
        ],
      },
    ],
  },
  highlights: [
    {
      icon: 'i-lucide-wallet-cards',
      title: 'ሁሉም የክፍያ ዘዴዎች',
      description:
        'የዓለም አቀፍ እና የአገር ውስጥ ኔትወርክ ካርዶች፣ የሞባይል ዋሌት ክፍያዎች፣ የባንክ ዝውውሮች እና የQR ክፍያዎች በአንድ የክፍያ ገጽ።',
    },
    {
      icon: 'i-lucide-globe',
      title: 'ዓለም አቀፍ የክፍያ ሂደት',
      description:
        'ዋጋዎችን ከ150 በላይ በሆኑ የገንዘብ ዓይነቶች ያሳዩ፣ ክፍያዎችንም ይቀበሉ። የማጽደቅ ምጣኔን በሚያሳድግበት ቦታ የአገር ውስጥ የክፍያ መቀበያ ይጠቀሙ።',
    },
    {
      icon: 'i-lucide-code-xml',
      title: 'RESTful API',
      description:
        'ንጹሕ REST API፦ ተደጋግመው ቢላኩም አንድ ጊዜ ብቻ የሚፈጸሙ ጥያቄዎች፣ ዌብሁኮች እና የሙከራ ቁልፎች፤ እንዲሁም ለታዋቂ የኦንላይን መደብር ፕላትፎርሞች SDKዎች እና ፕለጊኖች።',
      details:
        'ተደጋጋሚ ክፍያ፣ የተቀመጡ ካርዶች፣ የክፍያ ሊንኮች እና ለገበያ ቦታዎች የሚሆን የተከፋፈለ ክፍያ ሁሉም በዚሁ API ይገኛሉ።',
    },
  ],
  features: {
    title: 'ባህሪያት',
    items: [
      'የበርካታ የክፍያ ዘዴዎች ድጋፍ፦ ካርዶች፣ የሞባይል ዋሌቶች እና የባንክ ዝውውሮች',
      'ከ150 በላይ በሆኑ የገንዘብ ዓይነቶች ዓለም አቀፍ የክፍያ ሂደት፣ ከአገር ውስጥ የክፍያ መቀበያ አማራጮች ጋር',
      'ከዌብሁኮች፣ ከSDKዎች እና ከኢ-ኮሜርስ ፕለጊኖች ጋር የRESTful API ውህደት',
      'የቅጽበት የክፍያ ሂደት እና ወዲያውኑ የሚታይ የክፍያ ሁኔታ',
      'ዝግጁ የክፍያ ገጽ፣ የክፍያ ሊንኮች እና ተደጋጋሚ ክፍያ',
      'በአንድ ጠቅታ ለሚደገሙ ግዢዎች በቶከናይዜሽን የተቀመጡ ካርዶች',
    ],
  },
  benefits: {
    title: 'ጥቅሞች',
    items: [
      'ፈጣን የክፍያ ገጽ እና ደንበኞች የሚመርጧቸው የክፍያ ዘዴዎች ተጨማሪ ሽያጭ ያስገኛሉ',
      'ዓለም አቀፍ ተደራሽነት፦ በውጭ ላሉ ደንበኞች ይሽጡ፣ ክፍያዎን በራስዎ ገንዘብ ይቀበሉ',
      'የPCI DSS ተገዢነት እና ከማጭበርበር ጥበቃ አብረው ተካትተዋል፤ 3D Secure እና የስጋት ነጥብ አሰጣጥም አሉ',
      'በሽያጭ፣ በማጽደቅ ምጣኔ እና በክፍያ ዘዴዎች ላይ ትንተና',
    ],
  },
  stats: [
    { figure: 'currencies', label: 'የገንዘብ ዓይነቶች' },
    'apiCalls',
  ],
  flow: {
    title: 'አንድ የክፍያ ገጽ፣ ሁሉም የመክፈያ መንገዶች',
    intro: 'መደብሩ አንድ የAPI ጥሪ ብቻ ያደርጋል፤ መግቢያው እያንዳንዱን ክፍያ የመክፈያ መንገዱ ወደሚያስፈልገው ቦታ ይወስዳል፤ ውጤቶቹንም ሁሉ ወደ አንድ ቦታ ይመልሳል።',
    nodes: [
      { icon: 'i-lucide-user-round', label: 'ገዢ' },
      { icon: 'i-lucide-store', label: 'የኦንላይን መደብር' },
      { icon: 'i-lucide-waypoints', label: 'መግቢያ', ours: true },
      { icon: 'i-lucide-credit-card', label: 'የካርድ ኔትወርኮች' },
      { icon: 'i-lucide-wallet', label: 'የሞባይል ዋሌቶች' },
      { icon: 'i-lucide-landmark', label: 'ባንኮች' },
    ],
    phases: [
      {
        title: 'መክፈል',
        steps: [
          { from: 0, to: 1, label: 'በክፍያ ገጹ ላይ ካርድ፣ ዋሌት ወይም የባንክ ዝውውር ይመርጣል' },
          { from: 1, to: 2, label: 'ክፍያውን በአንድ የREST API ጥሪ ይፈጥራል' },
          { from: 2, to: 3, label: 'ካርድ፦ በተቀባይ ባንኩና በካርድ ኔትወርኩ በኩል በ3D Secure ይፈቀዳል' },
          { from: 2, to: 4, label: 'ዋሌት፦ በገዢው የዋሌት አፕ ላይ የክፍያ ጥያቄ ይከፈታል' },
          { from: 2, to: 5, label: 'የባንክ ዝውውር፦ ለገዢው ባንክ የክፍያ ትዕዛዝ ይላካል' },
          { from: 2, to: 1, label: 'ውጤቱን በዌብሁክ በቅጽበት ይልካል' },
        ],
      },
      {
        title: 'ገንዘብ መቀበል',
        steps: [
          { from: 2, to: 2, label: 'ሁሉንም የመክፈያ መንገዶች በአንድ መዝገብ ያስታርቃል' },
          { from: 2, to: 1, label: 'በነጋዴው ገንዘብ አንድ ጊዜ ማወራረድ፣ ከሪፖርቶች ጋር' },
        ],
      },
    ],
  },
  actions: [
    { kind: 'contact', label: 'ማሳያ ይጠይቁ', topic: 'የኢ-ኮሜርስ የክፍያ መግቢያ ማሳያ' },
    { kind: 'link', label: 'የገበያ ቦታ ክፍያዎች', to: '/use-cases/marketplace' },
  ],
} satisfies PageContent;
