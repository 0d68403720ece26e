import type { Words } from './words';

/**
 * The words of the account page, in Amharic: its three cards (profile, password, signing out),
 * the offline note and what each save says. The form fields' labels and the checks' messages are
 * signing in's (src/auth/words.am.ts). Same keys as the English `words.ts`.
 */
export const words: Words = {
  offline:
    'ከመስመር ውጭ ነዎት። ይህ በዚህ መሣሪያ ላይ ለመጨረሻ ጊዜ የተቀመጠው መገለጫዎ ነው። ለውጦች የሚቀመጡት በአገልጋዮቻችን ላይ ስለሆነ፣ ማስተካከል የሚችሉት ኢንተርኔት ሲመለስ ነው።',
  needsScript: 'የመለያዎ ገጽ JavaScript ያስፈልገዋል። እባክዎ ያብሩት እና ገጹን እንደገና ይጫኑ።',
  profile: {
    title: 'መገለጫ',
    description: 'ስምዎ እና በኩባንያው ያለዎት ሚና፣ በገጹ ራስጌ ላይ እንደሚታዩት።',
    email: 'ኢሜይል',
    save: 'ለውጦቹን ያስቀምጡ',
    saved: 'መገለጫዎ ተቀምጧል።',
  },
  password: {
    title: 'የይለፍ ቃል',
    description:
      'በኢሜይል አድራሻዎ ለመግባት አዲስ የይለፍ ቃል ይምረጡ። የገቡባቸው ሌሎች መሣሪያዎች በሙሉ ከመለያው ይወጣሉ።',
    change: 'የይለፍ ቃል ይቀይሩ',
    changed: 'የይለፍ ቃልዎ ተቀይሯል። እዚህ እንደገቡ ይቆያሉ፤ ከሌሎች መሣሪያዎች በሙሉ ወጥተዋል።',
  },
  sessions: {
    title: 'ከመለያ መውጣት',
    description:
      'ከሁሉም መሣሪያዎች ሲወጡ፣ ይህንንም ጨምሮ በገቡባቸው ብራውዘሮች እና አፖች ሁሉ ያሉ ክፍለ ጊዜዎችዎ ይዘጋሉ።',
    thisDevice: 'ከዚህ መሣሪያ ይውጡ',
    everyDevice: 'ከሁሉም መሣሪያዎች ይውጡ',
  },
};
