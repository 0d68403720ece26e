import type { ResetWords } from './reset-words';

export const words: ResetWords = {
  /** /auth/reset-password. */
  reset: {
    checkingLink: 'ሊንክዎን በማረጋገጥ ላይ…',
    chooseNewPassword: 'አዲስ የይለፍ ቃል ይምረጡ',
    /** 'ለአድራሻው <address>። …', read as one phrase around the address. */
    forAddress: { before: 'ለአድራሻው ', after: '። የገቡባቸው ሌሎች መሣሪያዎች በሙሉ ከመለያው ይወጣሉ።' },
    saveNewPassword: 'አዲሱን የይለፍ ቃል ያስቀምጡ',
    sendResetLink: 'የመቀየሪያ ሊንክ ይላክልኝ',
    backToSignIn: 'ወደ መግቢያ ይመለሱ',
    needsScript: 'የይለፍ ቃል ለመቀየር JavaScript ያስፈልጋል። እባክዎ ያብሩት እና ገጹን እንደገና ይጫኑ።',
    /** Said whether or not the address has an account: the answer must not tell. */
    linkSent: (email: string) =>
      `${email} የአንድ መለያ አድራሻ ከሆነ፣ አዲስ የይለፍ ቃል መምረጫ ሊንክ ተልኳል። ኢሜይልዎን ይመልከቱ።`,
    passwordSaved: 'አዲሱ የይለፍ ቃልዎ ተቀምጧል፤ ወደ መለያዎም ገብተዋል።',
  },
};
