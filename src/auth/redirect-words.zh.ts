import type { RedirectWords } from './redirect-words';

export const words: RedirectWords = {
  /** What the page says for the error codes an auth redirect can bring back (never the redirect's own text). */
  redirectErrors: {
    linkExpired: '邮件链接无效或已过期',
    accessDenied: '用户拒绝了访问',
    signupDisabled: '目前暂不开放注册新账户。',
    socialFailed: '第三方账号登录未能完成，请重试。',
    flowExpired: '此登录链接已过期，请重新登录。',
    providerEmailUnverified: '请先在服务提供方处确认您的电子邮箱，然后重试。',
    emailNotConfirmed: '电子邮箱尚未确认',
    userBanned: '此账户已被停用。',
    serviceProblem: '登录服务出现问题，请重试。',
    unknown: '登录未能完成，请重试。',
  },
};
