import { definePage } from '../define';

const section = (id: string) => ({ id, heading: id, intro: 'x' });
export default definePage({
  template: 'home',
  title: 'Home',
  seoTitle: 'Fintech infrastructure',
  description: 'stub',
  icon: 'i-lucide-house',
  hero: { badge: 'b', heading: 'Hero', intro: 'i', stats: [{ value: '99.9%', label: 'uptime' }] },
  services: { ...section('services'), groups: [{ title: 'g', description: 'd', icon: 'i-lucide-landmark', cards: [{ icon: 'i-lucide-store', title: 'SoftPOS', description: 'd', to: '/services/acquiring-services/softpos' }] }] },
  capabilities: { ...section('capabilities'), items: [] },
  useCases: { ...section('use-cases'), cards: [] },
  solutions: { ...section('solutions'), items: [], stats: [] },
  paymentPlatform: { ...section('payment-platform'), items: [], points: [] },
  eWallet: { ...section('e-wallet'), items: [], stats: [] },
  platformFeatures: { ...section('platform-features'), items: [] },
  technology: { ...section('technology'), items: [], stats: [], languages: ['English'] },
  about: { ...section('about'), paragraphs: ['p'], stats: [], timeline: [] },
  contact: { ...section('contact'), points: [] },
});
