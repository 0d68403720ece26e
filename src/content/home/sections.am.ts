import { resultFigures } from '../figures';
import { homeAnchors } from '../navigation';
import type { HomeSections } from '../types';

/** The home page's sections below the hero, in page order (the hero is in pages/index.ts). */
const sections: HomeSections = {
  services: {
    id: homeAnchors.services,
    eyebrow: 'አገልግሎቶች',
    heading: 'ዘመናዊ የፋይናንስ ተቋም የሚያስፈልገው ሁሉ',
    intro:
      'ለብቻቸውም ሆነ በጋራ የሚሠሩ አራት የአገልግሎት ዘርፎች፦ ዲጂታል ባንኩ ራሱ፣ የሚያወጣቸው ካርዶች፣ የሚያገለግላቸው ነጋዴዎች፣ እንዲሁም ደንበኞችን ታማኝና ደህንነታቸው የተጠበቀ አድርገው የሚያቆዩ አገልግሎቶች።',
    groups: [
      {
        group: 'digital-banking-ecosystem',
        cards: [
          '/services/digital-banking-ecosystem/saas-core-banking',
          '/services/digital-banking-ecosystem/branch-tablet',
          '/services/digital-banking-ecosystem/internet-banking',
          '/services/digital-banking-ecosystem/mobile-wallet',
          '/services/digital-banking-ecosystem/digital-platform',
          '/services/digital-banking-ecosystem/open-banking',
          '/services/digital-banking-ecosystem/business-process-management',
          '/services/digital-banking-ecosystem/ai-powered-chatbot',
        ],
      },
      {
        group: 'issuing-services',
        cards: [
          '/services/card-issuing-processing/prepaid-cards',
          '/services/card-issuing-processing/credit-cards',
          '/services/card-issuing-processing/debit-cards',
          '/services/card-issuing-processing/islamic-cards',
          '/services/card-issuing-processing/multi-currency-cards',
          '/services/issuing-services/virtual-cards',
          '/services/card-issuing-processing/gift-cards',
          '/services/value-added-services/3d-secure',
        ],
      },
      {
        group: 'acquiring-services',
        cards: [
          '/services/acquiring-services/atm-management',
          '/services/acquiring-services/pos-systems',
          '/services/acquiring-services/payment-gateway',
          '/services/acquiring-services/softpos',
          '/services/acquiring-services/gateway-and-e-commerce',
          '/services/acquiring-services/security-infrastructure',
        ],
      },
      {
        group: 'value-added-services',
        cards: [
          '/services/value-added-services/fraud-management',
          '/services/value-added-services/back-office-operations',
          '/services/value-added-services/3d-secure',
          '/services/value-added-services/loyalty-and-rewards',
          '/services/value-added-services/analytics-and-reporting',
          '/services/value-added-services/ai-insights',
        ],
      },
    ],
  },
  capabilities: {
    id: 'capabilities',
    eyebrow: 'የምርት አቅሞች',
    heading: 'ከእርስዎ ጋር አብረው የሚያድጉ የምርት አቅሞች',
    intro:
      'በገጠር ያለ የወኪል ዋሌትንም ሆነ አገር አቀፍ የካርድ ሥርዓትን የሚያንቀሳቅሱት እነዚሁ የግንባታ ብሎኮች ናቸው። ዛሬ የሚያስፈልጉዎትን አቅሞች ይምረጡ፤ ሲያድጉ የቀሩትን ያብሩ።',
    items: [
      {
        icon: 'i-lucide-landmark',
        title: 'ኒዮባንክ',
        description: 'በክላውድ ላይ በተገነባ ኮር ሲስተም የሚሠሩ ዲጂታል አካውንቶች፣ ካርዶች፣ ቁጠባ እና ብድር፤ ከስልክ በደቂቃዎች ውስጥ ይከፈታሉ።',
        details:
          'በeKYC ከርቀት የደንበኛ ምዝገባ፣ ያለ ኮድ የምርት ማዋቀር፣ በእውነተኛ ጊዜ የሚሠራ ባለሁለት-ግቤት መዝገብ እንዲሁም ዝግጁ የiOS፣ Android እና የድር ቻናሎችን ያካትታል። የቁጥጥር ሪፖርቶች ደንበኞችዎ ከሚያዩት ከዚያው መዝገብ ይዘጋጃሉ።',
      },
      {
        icon: 'i-lucide-calendar-clock',
        title: 'አሁን ይግዙ፣ በኋላ ይክፈሉ',
        description: 'ግዢ በሚፈጽሙበት ቅጽበት በክፍፍል የሚከፈል ብድር፤ ፈጣን ውሳኔ እና ራስ-ሰር የክፍያ አሰባሰብ ያለው።',
        details:
          'ነጋዴዎች በኦንላይንም ሆነ በመደብር ውስጥ በክፍፍል የመክፈል አማራጭ ያቀርባሉ፤ የውሳኔ ሞተራችን የክሬዲት ቢሮ፣ የዋሌት እና የግብይት መረጃን በመጠቀም እያንዳንዱን ጥያቄ በሚሊሰከንዶች ውስጥ ይገመግማል። የመክፈያ መርሐ ግብሮች፣ ማሳሰቢያዎች፣ የዘገየ ክፍያ ቅጣት ደንቦች እና ለነጋዴዎች የሚደረግ ማወራረድ ከጫፍ እስከ ጫፍ ይስተናገዳሉ።',
      },
      {
        icon: 'i-lucide-layout-grid',
        title: 'ሱፐር አፕ',
        description: 'ክፍያዎች፣ ባንኪንግ፣ ንግድ እና አገልግሎቶች በአንድ አፕ ውስጥ፤ ከአጋሮችዎ በሚመጡ ሚኒ-አፖች።',
        details:
          'ሞጁላዊው መዋቅር ክፍያዎችን፣ የገንዘብ ዝውውሮችን፣ የቢል ክፍያን፣ የትራንስፖርት ጥሪን፣ የምግብ ትዕዛዝን ወይም የመንግሥት አገልግሎቶችን እንደ ሚኒ-አፕ ያስተናግዳል። አጋሮች በሰነድ በተደገፈ SDK ይገነባሉ፤ የማንነት፣ የዋሌቱ እና የደንበኛ ግንኙነቱ ቁጥጥር በእጅዎ ይቆያል።',
      },
      {
        icon: 'i-lucide-wallet',
        title: 'ኢ-ዋሌት',
        description: 'በደረጃ የተከፋፈሉ፣ KYCን ያገናዘቡ ዋሌቶች፤ P2P ዝውውር፣ የQR ክፍያ እና በወኪሎች በኩል ገንዘብ ማስገባት/ገንዘብ ማውጣት።',
        details:
          'ዋሌቶቹ በርካታ የገንዘብ ዓይነቶችን፣ ከKYC ደረጃ ጋር የተያያዙ ገደቦችን፣ ለተራ ስልኮች የUSSD አገልግሎትን እንዲሁም የወኪሎች መረብ ሞጁልን ከተቀማጭ ገንዘብ (float) እና ከኮሚሽን አስተዳደር ጋር ይደግፋሉ። የትስስር አስማሚዎች ከብሔራዊ የክፍያ ስዊቾች እና ከባንክ አካውንቶች ጋር ያገናኛሉ።',
      },
      {
        icon: 'i-lucide-credit-card',
        title: 'የካርድ አሰጣጥ እና ፕሮሰሲንግ',
        description: 'ዴቢት፣ ክሬዲት፣ ቅድመ ክፍያ እና ቨርቹዋል ካርድ፤ በእውነተኛ ጊዜ ፈቃድ እና ሙሉ የሕይወት ዑደት ቁጥጥር።',
        details:
          'አካላዊ እና ቨርቹዋል ካርዶችን ያውጡ፤ በየሞባይል ዋሌት መተግበሪያ ውስጥ እንዲሠሩ ቶከን ያድርጓቸው፤ የወጪ ገደቦችን እና የPIN አገልግሎቶችን ያዘጋጁ፤ የፈቃድ ጥያቄዎችን በካርድ ኔትወርኮች በተረጋገጠው ፕላትፎርማችን ላይ ያስተናግዱ። ፈጣን የካርድ አሰጣጥ ደንበኛው ከጸደቀለት በሰከንዶች ውስጥ የሚሠራ ካርድ በእጁ ያስገባል።',
      },
      {
        icon: 'i-lucide-store',
        title: 'የክፍያ መቀበያ እና የነጋዴ አገልግሎቶች',
        description: 'በPOS፣ SoftPOS፣ ኤቲኤም እና በኢ-ኮሜርስ ክፍያ መቀበል፤ በዚያው ቀን የማወራረድ ሪፖርት።',
        details:
          'ነጋዴዎችን እና ወኪሎችን በዲጂታል መንገድ ይመዝግቡ፣ ተርሚናሎችን ከርቀት ያስተዳድሩ፣ ግብይቶችን በብልህነት ያስተላልፉ እና ሂሳቦችን በራስ-ሰር ያስታርቁ። ነጋዴዎች ሽያጫቸውን፣ የአገልግሎት ክፍያዎችን እና የማወራረድ መረጃቸውን በራስ አገልግሎት ፖርታል፣ በራሳቸው ቋንቋ ያያሉ።',
      },
    ],
  },
  useCases: {
    id: homeAnchors.useCases,
    eyebrow: 'የአጠቃቀም ምሳሌዎች',
    heading: 'ደንበኞችዎን በሚፈልጉት መንገድ ለማገልገል የተገነባ',
    intro: 'ደንበኞቻችን በብዛት ለሚያስጀምሯቸው ምርቶች በተግባር የተፈተኑ ንድፎች።',
    cards: [
      '/use-cases/e-wallet',
      '/use-cases/mobile-wallet',
      '/use-cases/neobank',
      '/use-cases/card-management',
      '/use-cases/marketplace',
      '/use-cases/neo-banking',
      '/use-cases/bnpl',
      '/use-cases/super-app',
      '/use-cases/mobile-banking',
      '/use-cases/global-payments',
      '/use-cases/crypto-banking',
      '/use-cases/core-banking',
      '/use-cases/white-label',
      '/use-cases/banking-ledger',
      '/use-cases/case-studies',
    ],
  },
  solutions: {
    id: homeAnchors.solutions,
    eyebrow: 'መፍትሔዎች',
    heading: 'ለእያንዳንዱ የፋይናንስ እሴት ሰንሰለት ክፍል መፍትሔዎች',
    intro:
      'የባንክ ፈቃድ ቢኖርዎት፣ የክፍያ ንግድ ቢመሩ ወይም ነጋዴዎችንና ወኪሎችን ቢያገለግሉ፣ እርስዎን ከፕላትፎርሙ ጋር ከማስማማት ይልቅ ፕላትፎርሙን በእርስዎ የንግድ ሞዴል ዙሪያ እናዋቅራለን።',
    items: [
      {
        icon: 'i-lucide-landmark',
        title: 'ለባንኮች',
        description: 'ኮር ሲስተሙን እና ቻናሎቹን ያዘምኑ፤ ሁሉንም በአንድ ጊዜ የሚቀይር አደገኛ ሽግግር ሳያስፈልግ።',
        details:
          'አዲሱን ዲጂታል ሲስተም ከነባሩ ኮር ሲስተምዎ ጎን ለጎን እናስኬዳለን፣ ምርቶችን በየምዕራፉ እናሸጋግራለን፣ በሂደቱ ሁሉ ሁለቱንም መዝገብ እናስታርቃለን። ክፍያዎች ወደ እውነተኛ ጊዜ መስመሮች ሲሸጋገሩ ባንኮች በተለምዶ 30% ፈጣን የግብይት ሂደት ያገኛሉ።',
      },
      {
        icon: 'i-lucide-rocket',
        title: 'ለፊንቴክ ኩባንያዎች',
        description: 'ፈቃድ ባለው እና ደንቦችን በሚያሟላ መሠረተ ልማት ላይ ሥራ ይጀምሩ፤ እርስዎ በምርትዎ ላይ ያተኩሩ።',
        details:
          'ከመጀመሪያው ቀን የሙከራ አካባቢ (sandbox) መዳረሻ፣ ለምርት ዝግጁ የሆኑ API-ዎች እና ለዋሌቶች፣ ለካርዶች እና ለብድር ቀድመው የተገነቡ ሞጁሎች። ከውል እስከ ሥራ ማስጀመር ያለው አማካይ ጊዜያችን ስድስት ወር ነው፤ የሱፐር አፕ እና የመንግሥት የካርድ ፕሮግራሞች ደግሞ ከስድስት ወር ባነሰ ጊዜ ሥራ ጀምረዋል።',
      },
      {
        icon: 'i-lucide-store',
        title: 'ለነጋዴዎች',
        description: 'ካርዶችን፣ ዋሌቶችን እና QRን በየትኛውም ቦታ ይቀበሉ፤ ገንዘብዎንም በፍጥነት ያግኙ።',
        details:
          'አንድ የክፍያ መቀበያ ውል POS፣ SoftPOS እና የኦንላይን ክፍያን ይሸፍናል፤ ሪፖርቱ እና ማወራረድም በአንድ ላይ ይቀርባሉ። ብልህ የግብይት ማስተላለፊያ እና የአገር ውስጥ ፕሮሰሲንግ ከድንበር ተሻጋሪ ማስተላለፊያ ጋር ሲነጻጸር የግብይት ወጪን እስከ 40% ይቀንሳሉ።',
      },
      {
        icon: 'i-lucide-users',
        title: 'ለወኪሎች',
        description: 'ገንዘብ ማስገባትን፣ ገንዘብ ማውጣትን፣ የቢል ክፍያን እና አካውንት መክፈትን ወደ እያንዳንዱ ሰፈር ያድርሱ።',
        details:
          'የወኪል አፖች በዝቅተኛ ዋጋ Android ስልኮች እና በUSSD ይሠራሉ፤ የተቀማጭ ገንዘብ (float) አስተዳደር፣ ኮሚሽን እና ደካማ ግንኙነት ላለባቸው አካባቢዎች ከመስመር ውጭ ግብይቶችን በወረፋ የማቆየት ችሎታ አላቸው። የወኪል መሣሪያዎቻችንን የሚጠቀሙ ተቋማት በመጀመሪያው ዓመት በዲጂታል አጠቃቀም ላይ የ25% ጭማሪ ማየታቸውን ይገልጻሉ።',
      },
    ],
    stats: [
      ...resultFigures,
      'fasterProcessing',
      'adoption',
    ],
  },
  paymentPlatform: {
    id: 'payment-platform',
    eyebrow: 'የክፍያ እና የፋይናንስ ፕላትፎርም',
    heading: 'አንድ የክፍያ እና የፋይናንስ ፕላትፎርም፣ ሁሉም የመክፈያ መንገዶች',
    intro:
      'በአንድ ውህደት ብቻ ገንዘብን ወደ ሥነ-ምህዳርዎ ያስገቡ እና ያውጡ፦ ካርዶች፣ ዋሌቶች፣ የባንክ ዝውውሮች፣ QR እና በወኪሎች በኩል ጥሬ ገንዘብ፤ ሁሉም በአንድ የእውነተኛ ጊዜ መዝገብ ላይ ይወራረዳሉ።',
    items: [
      {
        icon: 'i-lucide-arrow-left-right',
        title: 'ፈጣን ዝውውሮች',
        description: 'P2P፣ ከአካውንት ወደ አካውንት እና ከዋሌት ወደ ባንክ የሚደረጉ ዝውውሮች በሰከንዶች ውስጥ ይረጋገጣሉ፤ በቀን 24 ሰዓት።',
      },
      {
        icon: 'i-lucide-qr-code',
        title: 'QR እና ንክኪ አልባ ክፍያ',
        description: 'በሁሉም ሲስተሞች መካከል ትስስር ያላቸው QR ኮዶች እና የNFC ክፍያ መቀበያ፣ ለሁሉም መጠን ላሉ ነጋዴዎች።',
      },
      {
        icon: 'i-lucide-receipt',
        title: 'የቢል ክፍያ እና የሂሳብ መሙላት',
        description: 'የአየር ሰዓት፣ የመብራትና የውሃ አገልግሎቶች፣ የትምህርት ቤት ክፍያዎች እና የመንግሥት አገልግሎቶች ከማንኛውም ቻናል ይከፈላሉ።',
      },
      {
        icon: 'i-lucide-hand-coins',
        title: 'ብድር እና ዱቤ',
        description: 'አነስተኛ ብድሮች፣ BNPL እና ከሂሳብ በላይ ብድር (overdraft) በእውነተኛ ጊዜ ተወስነው በቀጥታ ወደ ዋሌቱ ይለቀቃሉ።',
      },
    ],
    points: [
      'ከካርድ ኔትወርኮች እና ስዊቾች እስከ ቢል አውጪዎች እና ቴሌኮሞች ድረስ ከ600 በላይ የውህደት አጋሮች',
      'በየወሩ ከ100 ሚሊዮን በላይ የAPI ጥሪዎች ይስተናገዳሉ',
      '2 ሚሊዮን ነጋዴዎችን በሚደርስ መረብ የታመነ',
      'ለገቢ አሰባሰብ፣ ለክፍያ ማስተላለፍ እና ለካርድ ወጪ ከ150 በላይ የገንዘብ ዓይነቶች ይደገፋሉ',
      'በአገር ውስጥ የግብይት ማስተላለፊያ እና በሂሳብ ማካካሻ (netting) የግብይት ወጪ እስከ 40% ይቀንሳል',
    ],
  },
  eWallet: {
    id: 'e-wallet',
    eyebrow: 'የኢ-ዋሌት ሲስተም',
    heading: 'ለአገር አቀፍ ደረጃ ዝግጁ የሆነ የኢ-ዋሌት ሲስተም',
    intro:
      'ለእያንዳንዱ ደንበኛ በደቂቃዎች ውስጥ የሚከፈት እና በየትኛውም ቦታ የሚሠራ ደህንነቱ የተጠበቀ ዋሌት ይስጡ፦ በስማርት ስልክ፣ በድር ወይም በተራ ስልክ በUSSD።',
    items: [
      {
        icon: 'i-lucide-user-check',
        title: 'ራስ-ሰር KYC',
        description: 'የመታወቂያ ሰነድ ቀረጻ፣ የሕያውነት ፍተሻ እና ማረጋገጫው ሲጨምር አብረው የሚያድጉ የደረጃ ገደቦች።',
      },
      {
        icon: 'i-lucide-users',
        title: 'የወኪሎች መረብ',
        description: 'በወኪሎች በኩል ገንዘብ ማስገባት እና ገንዘብ ማውጣት፤ ከተቀማጭ ገንዘብ፣ ከኮሚሽን እና ከተዋረድ አስተዳደር ጋር።',
      },
      {
        icon: 'i-lucide-send',
        title: 'P2P እና የነጋዴ ክፍያዎች',
        description: 'በስልክ ቁጥር ገንዘብ ይላኩ፣ በQR ይክፈሉ፣ ሂሳብን ከጓደኞችዎ ጋር ይካፈሉ።',
      },
      {
        icon: 'i-lucide-shield-check',
        title: 'የባንክ ደረጃ ደህንነት',
        description: 'ቶከን የተደረጉ የመግቢያ መረጃዎች፣ ከመሣሪያ ጋር ማስተሳሰር እና በእያንዳንዱ ግብይት ላይ በእውነተኛ ጊዜ የማጭበርበር ስጋት ግምገማ።',
      },
    ],
    stats: [
      'tps',
      'reliability',
      'responseTime',
      { value: '24/7', label: 'ክትትል' },
    ],
    screen: {
      title: 'ለነጋዴ ይክፈሉ',
      merchant: 'ሰላም ካፌ',
      amount: 'ብር 85.00',
      tier: 'KYC ደረጃ 2',
      action: 'አሁን ይክፈሉ',
    },
  },
  platformFeatures: {
    id: 'platform-features',
    eyebrow: 'የፕላትፎርም ባህሪያት',
    heading: 'ቁጥጥር ለሚደረግበት እና ከፍተኛ የግብይት መጠን ላለው ፋይናንስ የተገነባ',
    intro: 'የስጋት፣ የሕግ ተገዢነት እና የኦፕሬሽን ቡድኖችዎ በቅድሚያ የሚጠይቋቸው ባህሪያት።',
    items: [
      {
        icon: 'i-lucide-building',
        title: 'የሁለት ቦታ፣ ሶስት ማዕከል አደረጃጀት',
        description: 'ዋናው የሥራ ማዕከል እና በዚያው ከተማ ያለ የአደጋ ማገገሚያ ማዕከል በአንድ ጊዜ ይሠራሉ፤ በሁለተኛ ቦታ ደግሞ የሩቅ ማገገሚያ ማዕከል አለ፦ አንድ ነጥብ ቢበላሽ ሥራው አይቆምም።',
      },
      {
        icon: 'i-lucide-refresh-cw',
        title: 'ያለ መቋረጥ የሚደረግ ጥገና',
        description: 'ደረጃ በደረጃ በሚደረጉ ማሻሻያዎች እና በblue-green ልቀቶች ምክንያት ደንበኞች ለጥገና የሚቋረጥ አገልግሎት ፈጽሞ አያጋጥማቸውም።',
      },
      {
        icon: 'i-lucide-file-check',
        title: 'አብሮ የተሠራ የሕግ ተገዢነት',
        description: 'ከPCI DSS ጋር የተጣጣሙ ቁጥጥሮች፣ የAML ምርመራ፣ የኦዲት ዱካዎች እና የቁጥጥር ሪፖርቶች ከመጀመሪያው ዝግጁ ናቸው።',
      },
      {
        icon: 'i-lucide-code',
        title: 'API-ተኮር',
        description: 'ለእያንዳንዱ አቅም በሰነድ የተደገፉ REST API-ዎች፣ webhook-ዎች እና SDK-ዎች፣ ከሙሉ የሙከራ አካባቢ (sandbox) ጋር።',
      },
      {
        icon: 'i-lucide-sliders-horizontal',
        title: 'ያለ ኮድ ማዋቀር',
        description: 'አዳዲስ ምርቶችን፣ የአገልግሎት ክፍያዎችን፣ ገደቦችን እና ዋጋዎችን ከአስተዳደር ኮንሶል ያስጀምሩ፤ አዲስ የሶፍትዌር ልቀት ሳያስፈልግ።',
      },
      {
        icon: 'i-lucide-activity',
        title: 'የእውነተኛ ጊዜ ክትትል',
        description: 'የግብይት ዱካ ክትትል፣ ማንቂያዎች እና ዳሽቦርዶች፤ የኦፕሬሽን ማዕከላችን 24/7 ይከታተላቸዋል።',
      },
    ],
  },
  technology: {
    id: homeAnchors.technology,
    eyebrow: 'ቴክኖሎጂ',
    heading: 'አገር አቀፍ ንግድ ሊገነቡበት የሚችሉት ቴክኖሎጂ',
    intro:
      'ለከፍተኛ ተገኝነት እና ለተገመተ የምላሽ ፍጥነት የተነደፈ፣ በክላውድ ላይ የተመሠረተ የማይክሮሰርቪስ አርክቴክቸር፤ በእኛ ክላውድ፣ በእርስዎ የመረጃ ማዕከል ወይም በአገር ውስጥ ሉዓላዊ ክላውድ ላይ ሊሰማራ ይችላል።',
    panels: [
      {
        id: 'ledger',
        title: 'ሁሉም ቻናሎች፣ አንድ የእውነተኛ ጊዜ መዝገብ',
        description:
          'ከሞባይል እና ከድር መተግበሪያዎች፣ ከካርዶች እና ከPOS ተርሚናሎች፣ ከወኪሎች እና ከአጋር API-ዎች የሚመጡ ክፍያዎች ሁሉ በአንድ የእውነተኛ ጊዜ መዝገብ ላይ ይመዘገባሉ። እያንዳንዱ የገንዘብ እንቅስቃሴ ወዲያውኑ እንደ ሚዛናዊ ዴቢት እና ክሬዲት ይመዘገባል (ለምሳሌ ከደንበኛ ዋሌት ወደ ነጋዴ ሂሳብ የተከፈለ ብር 350.00)፤ ስለዚህ የደንበኞች ቀሪ ሂሳብ፣ ማወራረድ እና የቁጥጥር ሪፖርቶች ሁሉ ከአንድ መዝገብ ይነበባሉ።',
        labels: {
          apps: 'ሞባይል እና ድር',
          terminals: 'ካርዶች እና POS',
          agents: 'ወኪሎች',
          partners: 'የአጋር API-ዎች',
          ledger: 'የእውነተኛ ጊዜ ባለሁለት-ግቤት መዝገብ',
          debit: 'ዴቢት',
          credit: 'ክሬዲት',
          debitAccount: 'የደንበኛ ዋሌት',
          creditAccount: 'የነጋዴ ሂሳብ',
          amount: 'ብር 350.00',
          balanced: 'ወዲያውኑ ተመዝግቦ ሚዛኑን ጠብቋል',
          balances: 'የደንበኞች\nቀሪ ሂሳብ',
          settlement: 'ማወራረድ',
          reports: 'የቁጥጥር\nሪፖርቶች',
        },
        items: [
          {
            icon: 'i-lucide-database',
            title: 'የእውነተኛ ጊዜ መዝገብ',
            description: 'የማይለወጥ ባለሁለት-ግቤት መዝገብ እያንዳንዱን የገንዘብ እንቅስቃሴ ወዲያውኑ እና ወጥ በሆነ መንገድ ይመዘግባል።',
          },
          {
            icon: 'i-lucide-cpu',
            title: 'ከፍተኛ አፈጻጸም ያለው ፕሮሰሲንግ',
            description: 'በአግድም የሚስፋፉ አገልግሎቶች በሰከንድ 100,000 ግብይቶችን ከ100 ሚሊሰከንድ ባነሰ ምላሽ ያስተናግዳሉ።',
          },
        ],
      },
      {
        id: 'deployment',
        title: 'የሁለት ቦታ፣ ሶስት ማዕከል አደረጃጀት',
        description:
          'በሁለት ቦታዎች ሶስት የመረጃ ማዕከሎች። በዋናው ቦታ የሥራ ማዕከሉ እና በዚያው ከተማ ያለው የአደጋ ማገገሚያ ማዕከል በአንድ ጊዜ ይሠራሉ፤ መረጃቸውም በቅጽበት በሚደረግ ማባዛት ይጣጣማል። በሌላ ከተማ ባለው ሁለተኛ ቦታ የሩቅ አደጋ ማገገሚያ ማዕከል እያንዳንዱን ለውጥ በኋላ በሚደረግ ማባዛት ይቀበላል። አንድ ማዕከል ቢበላሽ አገልግሎቱ በራስ-ሰር ወደ ሌላው ይሸጋገራል።',
        labels: {
          primarySite: 'ቦታ 1 · ዋናው ከተማ',
          remoteSite: 'ቦታ 2 · ሌላ ከተማ',
          production: 'ዋና የሥራ\nማዕከል',
          sameCityRecovery: 'በዚያው ከተማ\nየአደጋ ማገገሚያ\nማዕከል',
          remoteRecovery: 'በሌላ ከተማ\nየአደጋ ማገገሚያ\nማዕከል',
          syncReplication: 'ሁለቱም ንቁ · በቅጽበት ማባዛት',
          asyncReplication: 'በኋላ የሚደረግ\nማባዛት',
        },
        items: [
          {
            icon: 'i-lucide-server-cog',
            title: 'ከመሠረቱ ጽኑ',
            description: 'የሁለት ቦታ፣ ሶስት ማዕከል አወቃቀር፣ ከራስ-ሰር የመጠባበቂያ ሽግግር እና ያለ መቋረጥ ከሚደረግ ጥገና ጋር።',
          },
          {
            icon: 'i-lucide-lock-keyhole',
            title: 'በእያንዳንዱ ንብርብር ደህንነት',
            description: 'በHSM የተደገፈ የቁልፍ አስተዳደር፣ በሚተላለፍበትም ሆነ በተቀመጠበት ጊዜ የመረጃ ምስጠራ፣ እንዲሁም በሚና ላይ የተመሠረተ የመዳረሻ ቁጥጥር።',
          },
        ],
      },
    ],
    stats: [
      'uptimeSla',
      { figure: 'responseTime', label: 'አማካይ ምላሽ' },
      { figure: 'reliability', label: 'የግብይት አስተማማኝነት' },
      { figure: 'tps', label: 'የTPS አቅም' },
    ],
    languages: ['እንግሊዝኛ', 'አማርኛ እና ሌሎች የአገር ውስጥ ቋንቋዎች', 'ቻይንኛ'],
  },
  about: {
    id: homeAnchors.about,
    eyebrow: 'ስለ እኛ',
    heading: 'ከአዲስ አበባ ለአፍሪካ እና ከዚያም ባሻገር የፊንቴክ መሠረተ ልማት',
    intro: 'እኛ መሠረቱን እንዘረጋለን፤ ደንበኞቻችን በላዩ ላይ ምርቶቻቸውን ይገነባሉ።',
    paragraphs: [
      'Tana Fintech በአዲስ አበባ የተመሠረተው ለአፍሪካ ባንኮች ነባር ሲስተሞችን በማቀናጀት ዓመታትን ባሳለፉ መሐንዲሶች እና የባንክ ባለሙያዎች ነው። ዓላማችን ቀድሞ ቢኖረን ብለን የተመኘነውን ፕላትፎርም መገንባት ነበር፦ በእውነተኛ ጊዜ የሚሠራ፣ API-ተኮር እና ለታዳጊ ገበያዎች እውነታ የተነደፈ፤ ከወኪሎች የጥሬ ገንዘብ መረብ እስከ USSD እና የሚቆራረጥ የኢንተርኔት ግንኙነት።',
      'ዛሬ ፕላትፎርማችን ለባንኮች፣ ለፊንቴክ ኩባንያዎች፣ ለመንግሥት ፕሮግራሞች እና ለነጋዴ መረቦች ዋሌቶችን፣ ካርዶችን፣ ዲጂታል ባንኮችን እና የነጋዴዎችን የክፍያ መቀበያ ያንቀሳቅሳል። ቡድኖቻችን በእንግሊዝኛ፣ በአማርኛ እና በሌሎች የአገር ውስጥ ቋንቋዎች እንዲሁም በቻይንኛ ይሠራሉ፤ በአካባቢው ኢንቨስት የሚያደርጉ የቻይና ኩባንያዎችን እንደግፋለን፤ በኢትዮጵያ የሚገኙ ከ50 ሺህ በላይ ቻይናውያን ባለሙያዎችን የማገልገል ግብ አለን።',
      'ስኬታችንን የምንለካው በደንበኞቻችን የምርት ማስጀመሪያዎች ነው፦ ከ50 በላይ የተጠናቀቁ ትግበራዎች፣ በአማካይ ስድስት ወር የማስጀመሪያ ጊዜ እና በምንረከባቸው ሂደቶች አፈጻጸም ላይ በአማካይ 25% መሻሻል።',
    ],
    stats: [
      'transactions',
      'partners',
      'apiCalls',
      'chineseProfessionals',
    ],
    timeline: [
      {
        year: '2020',
        title: 'በአዲስ አበባ ተመሠረተ',
        description: 'ጥቂት የክፍያ መሐንዲሶች እና የባንክ ባለሙያዎች ያሉበት ቡድን በእውነተኛ ጊዜ የሚሠራ የዋሌት እና የመዝገብ ፕላትፎርም መገንባት ጀመረ።',
      },
      {
        year: '2021',
        title: 'የመጀመሪያው ዋሌት እና የወኪሎች መረብ ሥራ ጀመሩ',
        description: 'የመጀመሪያው የኢ-ዋሌት ምርታችን ገንዘብ ማስገባት እና ገንዘብ ማውጣት ከሚያስችል የወኪሎች መረብ ጋር ሥራ ጀመረ፤ ዋናው መዝገብም የመጀመሪያውን የውጭ ኦዲት በስኬት አለፈ።',
      },
      {
        year: '2022',
        title: 'ካርዶች እና የክፍያ መቀበያ',
        description: 'የካርድ አሰጣጥ እንዲሁም በPOS እና SoftPOS የክፍያ መቀበያ ወደ ፕላትፎርሙ ተቀላቀሉ፤ የሁለት ቦታ፣ ሶስት ማዕከል አደረጃጀት መደበኛ አሠራራችን ሆነ።',
      },
      {
        year: '2023',
        title: 'ሱፐር አፕ እና የመንግሥት ፕሮግራሞች',
        description: 'አንድ ሱፐር አፕ እና አንድ የመንግሥት የካርድ ፕሮግራም እያንዳንዳቸው ከስድስት ወር ባነሰ ጊዜ ሥራ ጀመሩ፤ የፕላትፎርሙ የውህደት አጋሮች ቁጥር ከ600 አለፈ።',
      },
      {
        year: '2024',
        title: 'በተለያዩ ገበያዎች መስፋፋት',
        description: 'ከ50 በላይ ትግበራዎች፣ ከ50 ሚሊዮን በላይ ግብይቶች እና ከ150 በላይ የገንዘብ ዓይነቶች፤ በእንግሊዝኛ፣ በአገር ውስጥ ቋንቋዎች እና በቻይንኛ የብዙ ቋንቋ ድጋፍ።',
      },
    ],
  },
  contact: {
    id: homeAnchors.contact,
    eyebrow: 'ግንኙነት',
    heading: 'ያግኙን',
    intro:
      'ምን እየገነቡ እንደሆነ ይንገሩን። የመፍትሔ መሐንዲሳችን ማሳያ፣ ጥልቅ የቴክኒክ ውይይት ወይም የንግድ ሀሳብ ለማመቻቸት በ24 ሰዓት ውስጥ ምላሽ ይሰጥዎታል።',
    points: [
      { icon: 'i-lucide-mail', label: 'ኢሜይል', siteField: 'email' },
      { icon: 'i-lucide-phone', label: 'ስልክ', siteField: 'phone' },
      { icon: 'i-lucide-map-pin', label: 'አድራሻ', siteField: 'address' },
      { icon: 'i-lucide-clock', label: 'የምላሽ ጊዜ', value: 'በ24 ሰዓት ውስጥ ምላሽ እንሰጣለን' },
    ],
  },
};

export default sections;
