import type { PageContent } from '../types';

export default {
  template: 'account',
  title: '您的账户',
  description: '您的 Tana Fintech 账户：注册时填写的姓名和公司职务、登录密码以及登录会话。',
  icon: 'i-lucide-circle-user',
  intro: '您注册时填写的资料、您的密码，以及您当前已登录的设备。',
  noindex: true,
  access: 'signed-in',
} satisfies PageContent;
