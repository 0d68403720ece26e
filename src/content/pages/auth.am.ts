import type { PageContent } from '../types';

export default {
  template: 'auth',
  title: 'ይግቡ',
  seoTitle: 'ይግቡ ወይም መለያ ይፍጠሩ',
  description:
    'ወደ Tana Fintech ፕላትፎርም ይግቡ፣ ወይም የባንክና የክፍያ መሠረተ ልማታችንን ለመጠቀም አዲስ መለያ ይፍጠሩ።',
  icon: 'i-lucide-log-in',
  subtitle: 'ወደ ፊንቴክ መሠረተ ልማት ፕላትፎርምዎ ይግቡ',
} satisfies PageContent;
