import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '3D Secure',
  seoTitle: 'ለካርድ አውጪዎች የ3D Secure 2 የመዳረሻ ቁጥጥር ሰርቨር',
  description:
    'ለካርድ አውጪዎች የEMV 3DS 2.0 የመዳረሻ ቁጥጥር ሰርቨር፦ በስጋት ላይ የተመሠረተ የካርድ ባለቤት ማረጋገጫ፤ አብዛኞቹ የኦንላይን ግዢዎች ያለ ምንም እንቅፋት ያልፋሉ።',
  blurb: 'የኦንላይን የካርድ ክፍያዎችን የሚጠብቅ የEMV 3-D Secure 2 ማረጋገጫ።',
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
      title: 'የተረጋገጡ የEMV 3DS 2.0 ሂደቶች',
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
  actions: [
    { kind: 'contact', label: 'ማሳያ ይጠይቁ', topic: 'የ3D Secure ማሳያ' },
    { kind: 'link', label: 'የማጭበርበር አስተዳደር', to: '/services/value-added-services/fraud-management' },
  ],
} satisfies PageContent;
