import type { PageContent } from '../../types';

export default {
  template: 'legal',
  title: 'የማከማቻ ማሳወቂያ',
  description: 'የTana Fintech ድረ-ገጽ በአሳሽዎ ውስጥ የሚያስቀምጠው እያንዳንዱ ነገር (local storage፣ session storage፣ IndexedDB እና ከመስመር ውጭ መሸጎጫ)፣ ለምን እና እንዴት እንደሚያስወግዱት።',
  icon: 'i-lucide-hard-drive',
  published: '2026-11',
  intro:
    'ድረ-ገጹ ኩኪ አያስቀምጥም። ከዚህ በታች ያሉትን ነገሮች በአሳሽዎ ውስጥ የሚያስቀምጠው ለተገለጹት ምክንያቶች ብቻ ነው፦ አንዳቸውም እርስዎን ለመከታተል አያገለግሉም፤ ከክፍለ ጊዜዎ በስተቀር አንዳቸውም ወደ የትም አይላኩም፤ ክፍለ ጊዜዎም ወደ ማረጋገጫ አገልግሎታችን የሚሄደው ሲገቡ ወይም ሲወጡ ብቻ ነው።',
  sections: [
    {
      heading: 'ድረ-ገጹ የሚያስቀምጠው',
      paragraphs: ['በlocal storage እና በIndexedDB ያሉት ነገሩ እስኪወገድ ወይም የድረ-ገጹን መረጃ እስኪያጸዱ ድረስ ይቆያሉ፤ session storage ትሩን ሲዘጉ ይጸዳል። ከመስመር ውጭ መሸጎጫው የድረ-ገጹን የራሱን ፋይሎች ብቻ ይይዛል።'],
      storage: [
        { area: 'localStorage', storageKey: 'tana-theme', purpose: 'የመረጡት ብሩህ፣ ጨለማ ወይም የሲስተም ገጽታ።', kept: 'እንደገና እስኪመርጡ ድረስ።' },
        { area: 'localStorage', storageKey: 'tana-locale', purpose: 'በሚቀጥለው ጉብኝትዎ እንዲቀርብልዎ የመረጡት ቋንቋ።', kept: 'ሌላ ቋንቋ እስኪመርጡ ድረስ።' },
        {
          area: 'localStorage',
          storageKey: 'tana-locale-offer-declined',
          purpose: 'ሌላ ቋንቋ እንዲጠቀሙ ያቀረብነውን ሐሳብ እንዳልተቀበሉ፤ ዳግመኛ አናቀርበውም።',
          kept: 'የድረ-ገጹን መረጃ እስኪያጸዱ ድረስ።',
        },
        {
          area: 'localStorage',
          storageKey: 'sb-…-auth-token',
          purpose: 'ገብተው ሳሉ ክፍለ ጊዜዎ፦ ቶከኖቹ እና የመለያዎ የኢሜይል አድራሻ፣ ስም እና በድርጅት ያለዎት ሚና።',
          kept: 'እስኪወጡ ድረስ፣ ወይም ክፍለ ጊዜው አልፎ መታደስ እስኪያቅተው ድረስ።',
        },
        {
          area: 'localStorage',
          storageKey: 'sb-…-auth-token-code-verifier',
          purpose: 'በሂደት ላይ ያለ መግቢያ (የማረጋገጫ ሊንክ፣ የይለፍ ቃል መቀየሪያ፣ Google፣ GitHub ወይም Twitter) የአንድ ጊዜ ሚስጥር፤ መግቢያው በዚህ አሳሽ እንደተጀመረ ያረጋግጣል።',
          kept: 'ያ መግቢያ እስኪጠናቀቅ ድረስ።',
        },
        { area: 'sessionStorage', storageKey: 'hasSeenIntro', purpose: 'የመነሻ ገጹን መግቢያ እንዳዩ፤ በእያንዳንዱ ጉብኝት አንድ ጊዜ ብቻ ይታያል።', kept: 'ትሩን እስኪዘጉ ድረስ።' },
        {
          area: 'sessionStorage',
          storageKey: 'sw-update-accepted',
          purpose: 'የድረ-ገጹን ማሻሻያ እንደተቀበሉ፤ ገጹ ወደ አዲሱ እትም አንድ ጊዜ ይጫናል።',
          kept: 'እስኪጫን ድረስ፣ ወይም ትሩን እስኪዘጉ ድረስ።',
        },
        {
          area: 'sessionStorage',
          storageKey: 'carried-email',
          purpose: 'ገጹ እየተጫነ ሳለ ‘የይለፍ ቃል ረሱ?’ን ከመጫንዎ በፊት የጻፉት የኢሜይል አድራሻ፤ ወደ መቀየሪያ ቅጹ ይወሰዳል።',
          kept: 'የመቀየሪያ ቅጹ እስኪያነበው ድረስ።',
        },
        {
          area: 'IndexedDB',
          storageKey: 'contact-messages › …',
          purpose: 'እያንዳንዱ የመገኛ መልእክት፣ ከመጀመሪያው ፊደል ጀምሮ፦ በመገኛ ቅጹ ውስጥ እየጻፉት ያለው (ገጹን እንደገና ቢጭኑ ወይም ትሩን ቢዘጉ ምንም አይጠፋም)፤ ከመስመር ውጭ ሳሉ ወይም የቅጽ አገልግሎታችን በማይገኝበት ጊዜ የላኩት፣ ለመድረስ የሚጠባበቅ መልእክት፤ እና የቅጽ አገልግሎታችን ያልተቀበለው ወይም 7 ቀናት የጠበቀ መልእክት፣ እንዲቀዱት፣ እንደገና እንዲልኩት ወይም እንዲተዉት ከጽሑፉ ጋር።',
          kept: 'ረቂቁ መልእክቱ እስኪላክ ወይም ቅጹ ባዶ እስኪሆን ድረስ፤ የሚጠባበቅ መልእክት እስኪደርስ ድረስ (በ7 ቀናት ውስጥ ያልደረሰ ለብቻው ይቀመጣል)፤ ለብቻው የተቀመጠ መልእክት እንደገና እስኪልኩት ወይም እስኪተዉት ድረስ።',
        },
        {
          area: 'IndexedDB',
          storageKey: 'workbox-background-sync › contact-outbox',
          purpose: 'ግንኙነቱ ሲመለስ የሚጠባበቁ የመገኛ መልእክቶችን እንዲልክ ለአሳሹ የቀረበ ጥያቄ (Background Sync)። መልእክቶቹ ራሳቸው በ contact-messages ውስጥ ይቀመጣሉ።',
          kept: 'የሚጠባበቁት መልእክቶች እስኪላኩ ድረስ።',
        },
        {
          area: 'Cache Storage',
          storageKey: 'workbox-precache-v2-…',
          purpose: 'ድረ-ገጹ ያለ ኢንተርኔት እንዲከፈት፣ በቋንቋዎ ያሉት የድረ-ገጹ ገጾች፣ ስክሪፕቶች፣ ስታይሎች፣ አዶዎች እና የፍለጋ ማውጫ። የግል መረጃ የለበትም።',
          kept: 'በእያንዳንዱ አዲስ የድረ-ገጹ እትም ይተካል።',
        },
      ],
    },
    {
      heading: 'እንዴት እንደሚያስወግዷቸው',
      paragraphs: [
        'መውጣት ክፍለ ጊዜዎን ያስወግዳል። ያልደረሰ ተብሎ ለብቻው የተቀመጠ መልእክት ሲተዉት ይወገዳል። የቀረው ሁሉ በአሳሽዎ ቅንብሮች ውስጥ የዚህን ድረ-ገጽ መረጃ ሲያጸዱ (ብዙውን ጊዜ በግላዊነት፣ “የድረ-ገጽ መረጃ” ወይም “ማከማቻ” ስር) ይወገዳል፤ ከዚያም ድረ-ገጹ እንደ መጀመሪያ ጉብኝት ይሠራል።',
      ],
    },
    {
      heading: 'ከመሣሪያዎ የሚወጣው',
      paragraphs: ['የሚልኩት ብቻ ነው፦ የመግቢያ ዝርዝሮችዎ እና ክፍለ ጊዜዎ ወደ ማረጋገጫ አገልግሎታችን፣ የመገኛ መልእክቶችዎ ደግሞ ወደ ቅጽ አገልግሎታችን ይሄዳሉ። እዚያ ምን እንደሚሆኑ የግላዊነት ፖሊሲው ይገልጻል።'],
    },
  ],
} satisfies PageContent;
