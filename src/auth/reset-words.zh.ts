import type { ResetWords } from './reset-words';

export const words: ResetWords = {
  /** /auth/reset-password. */
  reset: {
    checkingLink: '正在验证链接…',
    chooseNewPassword: '设置新密码',
    /** 'For <address>. Every other device…', read as one phrase around the address. */
    forAddress: { before: '适用于账户', after: '。您已登录的其他所有设备都将退出登录。' },
    saveNewPassword: '保存新密码',
    sendResetLink: '发送重置链接',
    backToSignIn: '返回登录',
    needsScript: '重置密码需要启用 JavaScript。请启用后重新加载页面。',
    /** Said whether or not the address has an account: the answer must not tell. */
    linkSent: (email: string) => `如果 ${email} 已注册账户，设置新密码的链接正在发送中。请查收邮件。`,
    passwordSaved: '新密码已保存，您已登录。',
  },
};
