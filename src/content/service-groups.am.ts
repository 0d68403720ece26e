/**
 * The four service groups of the Services menu, in menu order: the one definition of their ids,
 * names, icons and summaries. A group's path is `/services/<id>`, and `id` is `slugify(name)`.
 */
export const serviceGroups = [
  {
    id: 'digital-banking-ecosystem',
    name: 'የዲጂታል ባንኪንግ ሥነ-ምህዳር',
    icon: 'i-lucide-landmark',
    summary: 'ኮር ባንኪንግ፣ የአገልግሎት ቻናሎች እና ክፍት API-ዎች ለዲጂታል ቀዳሚ ተቋማት።',
  },
  {
    id: 'issuing-services',
    name: 'የካርድ አሰጣጥ አገልግሎቶች',
    icon: 'i-lucide-credit-card',
    summary: 'አካላዊ፣ ቨርቹዋል እና ቶከን የተደረጉ ካርዶች፣ ከሙሉ የሕይወት ዑደት ቁጥጥር ጋር።',
  },
  {
    id: 'acquiring-services',
    name: 'የክፍያ መቀበያ አገልግሎቶች',
    icon: 'i-lucide-store',
    summary: 'ሁሉንም ዓይነት ክፍያ ይቀበሉ፦ POS፣ SoftPOS፣ ኤቲኤም እና የኦንላይን የክፍያ መግቢያዎች።',
  },
  {
    id: 'value-added-services',
    name: 'ተጨማሪ እሴት ያላቸው አገልግሎቶች',
    icon: 'i-lucide-sparkles',
    summary: 'የማጭበርበር መከላከያ፣ 3D Secure፣ የታማኝነት ፕሮግራሞች፣ የቢል ክፍያ፣ ትንታኔ እና ድጋፍ።',
  },
] as const;

export type ServiceGroup = (typeof serviceGroups)[number];
export type ServiceGroupId = ServiceGroup['id'];
