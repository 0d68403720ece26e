import type { PageContent } from '../../types';
import { mobileBankingStats } from './mobile-banking.shared';

export default {
  template: 'solution',
  title: 'የሞባይል ባንኪንግ አፕ',
  seoTitle: 'ለነባር ባንኮች የሞባይል ባንኪንግ አፕ',
  description:
    'ከነባር ኮር ሲስተምዎ ጋር የሚገናኝ ዋይት ሌብል የሞባይል ባንኪንግ አፕ፤ ዝውውሮች፣ ካርዶች፣ የቢል ክፍያ፣ ብድርና ባዮሜትሪክ ደህንነትን ያካተተ።',
  blurb: 'ለነባር ባንኮችና ለደንበኞቻቸው የተሟሉ የባንክ አፖች።',
  icon: 'i-lucide-tablet-smartphone',
  menu: { menu: 'use-cases', label: 'ሞባይል ባንኪንግ', order: 9 },
  badge: 'ዲጂታል ቻናል',
  intro:
    'ኮር ሲስተምና የደንበኛ መሠረት ላላቸው ባንኮች ወደ ዲጂታል የሚወስደው ፈጣኑ መንገድ ምርጥ የሞባይል አፕ ነው። የእኛ አፕ በውህደት ንብርብር በኩል ከነባር ኮርዎ ጋር ይገናኛል፤ በዚህም ኮርዎን መቀየር ሳያስፈልግ ደንበኞችዎ ዘመናዊ ተሞክሮ ያገኛሉ።',
  features: [
    {
      icon: 'i-lucide-plug',
      title: 'ከኮርዎ ጋር ይገናኛል',
      description:
        'ለተለመዱ የኮር ባንኪንግ ሲስተሞች ቀድመው የተዘጋጁ አስማሚዎች፤ እንዲሁም መረጃን የሚያከማችና ኮሩን ከከፍተኛ ጫና የሚጠብቅ መካከለኛ ንብርብር።',
    },
    {
      icon: 'i-lucide-arrow-left-right',
      title: 'ዝውውሮችና ክፍያዎች',
      description:
        'በራስ ሂሳቦች መካከል፣ በባንኩ ውስጥ፣ ወደ ሌሎች ባንኮችና ወደ ዋሌቶች ዝውውሮች፤ ቋሚ ትዕዛዞች፣ የQR ክፍያዎችና የቢል ክፍያዎች።',
    },
    {
      icon: 'i-lucide-credit-card',
      title: 'የካርድ የራስ አገልግሎት',
      description:
        'ካርድን ማገድና መልሶ መክፈት፣ ገደቦችን መቀየር፣ ምትክ ካርድ መጠየቅ እና የካርድ ግብይቶችን በቅጽበት ማየት።',
    },
    {
      icon: 'i-lucide-hand-coins',
      title: 'ዲጂታል ብድር',
      description:
        'ቀድሞ የጸደቁ የብድር አቅርቦቶች፣ ማመልከቻ፣ የኤሌክትሮኒክ ፊርማና የብድር ክፍያ በአፑ ውስጥ፤ የመመለሻ ክትትልን ጨምሮ።',
    },
    {
      icon: 'i-lucide-fingerprint',
      title: 'ባዮሜትሪክ ደህንነት',
      description:
        'በጣት አሻራና በፊት መግባት፣ አፑን ከመሣሪያ ጋር ማስተሳሰር፣ ግብይቶችን በዲጂታል መፈረም እና በቅጽበት የሚደርሱ የማጭበርበር ማንቂያዎች።',
    },
  ],
  lists: [
    {
      title: 'የዕለት ተዕለት የባንክ አገልግሎት',
      items: [
        'ቀሪ ሂሳቦች፣ የሂሳብ መግለጫዎችና ሊወርዱ የሚችሉ ደረሰኞች',
        'የአየር ሰዓት፣ የመገልገያና የትምህርት ቤት ክፍያዎች',
        'የቼክ ደብተርና የአገልግሎት ጥያቄዎች',
        'የቅርንጫፍና የኤቲኤም መገኛ ማሳያ',
        'በአፑ ውስጥ ከAI ረዳትና ከሰው ባለሙያዎች ጋር ቻት',
      ],
    },
    {
      title: 'ለባንክዎ',
      items: [
        'የእርስዎ ብራንድ፣ ቀለማትና ቋንቋዎች',
        'ባህሪያትን በርቀት ማብራትና ማጥፋት፣ ስሪቶችን በደረጃ መልቀቅ',
        'የዘመቻ ባነሮችና ለተመረጡ ደንበኞች የሚቀርቡ ቅናሾች',
        'የአጠቃቀም ትንተናና የደንበኞች ግብረ መልስ',
      ],
    },
  ],
  stats: mobileBankingStats,
  impact: [
    {
      icon: 'i-lucide-building',
      title: 'ለቅርንጫፎች እፎይታ',
      description: 'የዕለት ተዕለት ግብይቶች ወደ ስልክ ስለሚዛወሩ የቅርንጫፍ ሠራተኞች ለምክርና ለሽያጭ ጊዜ ያገኛሉ።',
    },
    {
      icon: 'i-lucide-smile',
      title: 'የተሻለ የደንበኞች እርካታ',
      description: 'በችርቻሮ ባንኪንግ የደንበኞችን እርካታ ከሁሉም በላይ የሚወስነው የአፑ ፍጥነት፣ አስተማማኝነትና ተገኝነት ነው።',
    },
    {
      icon: 'i-lucide-trending-up',
      title: 'ዲጂታል ሽያጭ',
      description: 'ብድሮች፣ ካርዶችና የቁጠባ ምርቶች በቅርንጫፍ ከሚደረግ ሽያጭ ወጪ በጥቂቱ በአፑ ውስጥ ይሸጣሉ።',
    },
  ],
  actions: [
    { kind: 'contact', label: 'ማሳያ ይጠይቁ', topic: 'የሞባይል ባንኪንግ አፕ ማሳያ' },
    { kind: 'link', label: 'የዲጂታል ባንኪንግ አገልግሎቶችን ያስሱ', to: '/services/digital-banking-ecosystem' },
  ],
} satisfies PageContent;
