import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '3D Secure',
  seoTitle: 'ለካርድ አውጪዎች የ3D Secure 2 የመዳረሻ ቁጥጥር ሰርቨር',
  description:
    'ለካርድ አውጪዎች የEMV 3DS 2.0 የመዳረሻ ቁጥጥር ሰርቨር፦ በስጋት ላይ የተመሠረተ የካርድ ባለቤት ማረጋገጫ፤ አብዛኞቹ የኦንላይን ግዢዎች ያለ ምንም እንቅፋት ያልፋሉ።',
  blurb: 'የኦንላይን የካርድ ክፍያዎችን የሚጠብቅ የEMV 3D Secure 2 ማረጋገጫ።',
  icon: 'i-lucide-fingerprint',
  menu: { menu: 'value-added-services', label: '3D Secure', order: 2 },
  aliases: ['/services/card-issuing-processing/3d-secure'],
  intro:
    'የ3D Secure አገልግሎታችን በኦንላይን የሚከፍለው ሰው እውነተኛው የካርድ ባለቤት መሆኑን ያረጋግጣል። ዝቅተኛ ስጋት ያላቸውን ግዢዎች ደንበኛውን ሳያስቸግር ያጸድቃል፤ ባዮሜትሪክ ወይም የአንድ ጊዜ ኮድ የሚጠይቀው ስጋቱ ሲያስገድድ ብቻ ነው።',
  highlights: [
    {
      icon: 'i-lucide-gauge',
      title: 'በስጋት ላይ የተመሠረተ ማረጋገጫ',
      description:
        'ከነጋዴ እና ከመሣሪያ ዝርዝሮች እስከ የካርድ ባለቤቱ ታሪክ ያለው ሰፊው የEMV 3DS መረጃ፣ አንድ ግዢ ያለ እንቅፋት እንዲያልፍ ወይም ተጨማሪ ማረጋገጫ እንዲጠየቅ ይወስናል።',
    },
    {
      icon: 'i-lucide-smartphone',
      title: 'በቀላሉ የሚታለፉ ማረጋገጫዎች',
      description:
        'በመተግበሪያ ውስጥ የባዮሜትሪክ ፈቃድ፣ የፑሽ ማሳወቂያ ወይም በSMS የሚላክ የአንድ ጊዜ የይለፍ ኮድ፤ በካርድ ባለቤቱ ቋንቋ እና በማንኛውም መሣሪያ።',
    },
    {
      icon: 'i-lucide-badge-check',
      title: 'የEMV 3DS 2.0 ሂደቶች',
      description:
        'ለሁሉም ዋና ዋና የካርድ ኔትወርኮች የአሳሽ፣ የመተግበሪያ እና በነጋዴ የሚጀመሩ ሂደቶች፤ ከኔትወርኮቹ የዳይሬክተሪ ሰርቨሮች ጋር ያለውን ግንኙነትም እኛ እናስተዳድራለን።',
    },
  ],
  features: {
    title: 'ባህሪያት',
    items: [
      'ለኦንላይን የካርድ ክፍያዎች የካርድ ባለቤት ማረጋገጫ',
      'የመሣሪያ፣ የነጋዴ እና የባህሪ መረጃን የሚጠቀም በስጋት ላይ የተመሠረተ ማረጋገጫ',
      'ዝቅተኛ ስጋት ላላቸው ግብይቶች ከካርድ ባለቤቱ ምንም እርምጃ የማይጠይቅ እንከን የለሽ ሂደት',
      'ለአሳሽ፣ ለመተግበሪያ ውስጥ እና በነጋዴ ለሚጀመሩ ግብይቶች የEMV 3DS 2.0 ድጋፍ',
      'ባዮሜትሪክ፣ የፑሽ ማሳወቂያ እና የአንድ ጊዜ የይለፍ ኮድ የማረጋገጫ ዘዴዎች',
      'ለደንቦች፣ ለሪፖርቶች እና ለማረጋገጫ ታሪክ የካርድ አውጪ ፖርታል',
    ],
  },
  benefits: {
    title: 'ጥቅሞች',
    items: [
      'ካርድ በአካል በማይቀርብባቸው ግብይቶች ላይ ማጭበርበርን መቀነስ',
      'በተረጋገጡ ግብይቶች ላይ ለሚነሱ የማጭበርበር ቻርጅባኮች የኃላፊነት ሽግግር',
      'የPSD2 ጠንካራ የደንበኛ ማረጋገጫ እና ተመሳሳይ የአገር ውስጥ ደንቦችን ማሟላት',
      'ሸማቾች የኦንላይን የካርድ ክፍያ አስተማማኝ መሆኑን ያምናሉ',
    ],
  },
  flow: {
    title: '3D Secure ክፍያን እንዴት እንደሚያረጋግጥ',
    intro: 'EMV 3DS 2.0 ካርድ ሰጪው እያንዳንዱን የኦንላይን ግዢ በበቂ መረጃ እንዲመዝን ያስችላል፦ አብዛኞቹ ግዢዎች የካርዱ ባለቤት ምንም ሳያደርግ ያልፋሉ፤ ስጋት ያለባቸው ጥቂቶቹ ደግሞ ፈጣን ማረጋገጫ ይጠየቃሉ።',
    nodes: [
      { icon: 'i-lucide-user-round', label: 'የካርድ ባለቤት' },
      { icon: 'i-lucide-shopping-cart', label: 'ነጋዴ' },
      { icon: 'i-lucide-server', label: '3DS ሰርቨር' },
      { icon: 'i-lucide-network', label: 'የማውጫ ሰርቨር' },
      { icon: 'i-lucide-fingerprint', label: 'የካርድ ሰጪው ACS', ours: true },
    ],
    phases: [
      {
        title: 'እያንዳንዱ ግዢ',
        steps: [
          { from: 0, to: 1, label: 'በካርድ ኦንላይን ይከፍላል' },
          { from: 1, to: 2, label: 'የግዢውን፣ የካርዱንና የመሣሪያውን መረጃ ያስተላልፋል' },
          { from: 2, to: 3, label: 'የማረጋገጫ ጥያቄ ይልካል' },
          { from: 3, to: 4, label: 'ወደ ካርድ ሰጪው የመዳረሻ መቆጣጠሪያ ሰርቨር ያስተላልፋል' },
          { from: 4, to: 4, label: 'ስጋቱን ከግዢው፣ ከመሣሪያውና ከካርዱ ባለቤት ታሪክ ይገመግማል' },
        ],
      },
      {
        title: 'ዝቅተኛ ስጋት፦ ያለ ተጨማሪ እርምጃ',
        steps: [{ from: 4, to: 2, label: 'በማውጫ ሰርቨሩ በኩል ወዲያውኑ ያረጋግጣል፤ የካርዱ ባለቤት ምንም ማድረግ አያስፈልገውም' }],
      },
      {
        title: 'ከፍተኛ ስጋት፦ ተጨማሪ ማረጋገጫ',
        steps: [
          { from: 4, to: 0, label: 'በባንክ አፑ የጣት አሻራ፣ የፑሽ ማረጋገጫ ወይም የአንድ ጊዜ ኮድ ይጠይቃል' },
          { from: 0, to: 4, label: 'ያረጋግጣል' },
          { from: 4, to: 2, label: 'ውጤቱን በማውጫ ሰርቨሩ በኩል ይመልሳል' },
        ],
      },
      {
        title: 'ከዚያም',
        steps: [
          { from: 2, to: 1, label: 'የማረጋገጫውን ማስረጃ ለነጋዴው ያስረክባል' },
          { from: 1, to: 1, label: 'ከማስረጃው ጋር ፈቃድ ይጠይቃል፤ የማጭበርበር ተጠያቂነት ወደ ካርድ ሰጪው ይዞራል' },
        ],
      },
    ],
  },
  actions: [
    { kind: 'contact', label: 'ማሳያ ይጠይቁ', topic: 'የ3D Secure ማሳያ' },
    { kind: 'link', label: 'የማጭበርበር አስተዳደር', to: '/services/value-added-services/fraud-management' },
  ],
} satisfies PageContent;
