import { definePage } from '../define';

export default definePage({
  template: 'auth',
  title: 'ይግቡ',
  seoTitle: 'ይግቡ ወይም መለያ ይፍጠሩ',
  description:
    'ወደ Tana Fintech ፕላትፎርም ይግቡ፣ ወይም የባንክና የክፍያ መሠረተ ልማታችንን ለመጠቀም አዲስ መለያ ይፍጠሩ።',
  icon: 'i-lucide-log-in',
  subtitle: 'ወደ ፊንቴክ መሠረተ ልማት ፕላትፎርምዎ ይግቡ',
});
