import type { PageContent } from '../../types';

export default {
  template: 'password-reset',
  title: '重置密码',
  description:
    '忘记了 Tana Fintech 账户的密码？通过电子邮件获取重置链接，然后设置新密码。',
  icon: 'i-lucide-key-round',
  intro: '请输入您账户的电子邮件地址，我们会向您发送一个链接，用于设置新密码。',
  noindex: true,
} satisfies PageContent;
