import type { PageContent } from '../types';

export default {
  template: 'home',
  title: 'መነሻ',
  seoTitle: 'በእውነተኛ ጊዜ የሚሠራ የባንክና የክፍያ መሠረተ ልማት',
  description:
    'API-ተኮር ኮር ባንኪንግ፣ ዋሌቶች፣ BNPL፣ የካርድ አሰጣጥ እና የክፍያ መቀበያ ለባንኮች፣ ለፊንቴክ ኩባንያዎች፣ ለነጋዴዎች እና ለወኪሎች፤ በአዲስ አበባ የተገነባ እና ከዚያው የሚደገፍ።',
  icon: 'i-lucide-house',
  hero: {
    badge: 'በአዲስ አበባ የተገነባ የባንክና የክፍያ መሠረተ ልማት',
    heading: 'ለቀጣዩ ትውልድ የፋይናንስ አገልግሎቶች በእውነተኛ ጊዜ የሚሠራ መሠረተ ልማት',
    intro:
      'Tana Fintech ባንኮችን፣ የፊንቴክ ኩባንያዎችን፣ ነጋዴዎችን እና የወኪሎች መረብን በአንድ API-ተኮር ፕላትፎርም ያገለግላል። ኒዮባንክ፣ «አሁን ይግዙ፣ በኋላ ይክፈሉ»፣ ሱፐር አፕ፣ ኢ-ዋሌት፣ የካርድ አሰጣጥ እና የክፍያ መቀበያ በአንድ ቦታ ያገኛሉ። ለከፍተኛ የግብይት መጠን፣ ለቋሚ ተገኝነት እና ቁጥጥር ለሚደረግባቸው ገበያዎች በተገነባ ሲስተም ላይ አዳዲስ ምርቶችን በዓመታት ሳይሆን በወራት ያስጀምሩ።',
    stats: [
      'uptimeSla',
      { figure: 'responseTime', label: 'የAPI ምላሽ ጊዜ' },
      'tps',
      'transactions',
    ],
    illustration: {
      wallet: 'ዋሌት',
      balanceLabel: 'ቀሪ ሂሳብ',
      balance: 'ብር 24,580',
      cardNumber: '•••• 4821',
      posAmount: 'ብር 350.00',
      posStatus: 'ጸድቋል',
      ledger: 'አንድ የእውነተኛ ጊዜ\nመዝገብ',
    },
  },
} satisfies PageContent;
