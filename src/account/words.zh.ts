import type { Words } from './words';

/**
 * The words of the account page, in Simplified Chinese: its three cards (profile, password, signing out),
 * the offline note and what each save says. The form fields' labels and the checks' messages are
 * signing in's (src/auth/words.ts). Translations: `words.zh.ts`, `words.am.ts` beside
 * this file, with the same keys.
 */
export const words: Words = {
  offline:
    '您当前处于离线状态。这里显示的是本设备上最后保存的个人资料；由于更改需保存到我们的服务器，恢复联网后才能编辑。',
  needsScript: '账户页面需要启用 JavaScript。请启用后重新加载页面。',
  profile: {
    title: '个人资料',
    description: '您的姓名和公司职位，将显示在页面顶部。',
    email: '电子邮箱',
    save: '保存更改',
    saved: '个人资料已保存。',
  },
  password: {
    title: '密码',
    description: '为使用电子邮箱登录设置新密码。您已登录的其他所有设备都将退出登录。',
    change: '修改密码',
    changed: '密码已修改。您在本设备上保持登录，其他所有设备均已退出登录。',
  },
  sessions: {
    title: '退出登录',
    description: '从所有设备退出登录，将结束您在所有已登录的浏览器和应用中的会话，包括当前这台设备。',
    thisDevice: '退出本设备登录',
    everyDevice: '退出所有设备登录',
  },
};
