export const site = {
  name: 'Tana Fintech',
  shortName: 'Tana',
  tagline: 'የፋይናንስ ቴክኖሎጂን መጪ ዘመን እንገነባለን',
  description:
    'ለባንኮች፣ ለፊንቴክ ኩባንያዎች፣ ለነጋዴዎች እና ለወኪሎች በእውነተኛ ጊዜ የሚሠራ፣ API-ተኮር የባንክና የክፍያ መሠረተ ልማት፦ ኒዮባንክ፣ BNPL፣ ዋሌቶች፣ ካርዶች እና የክፍያ መቀበያ።',
  copyrightYear: 2024,
} as const;
