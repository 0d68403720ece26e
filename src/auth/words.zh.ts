import type { Words } from './words';

/**
 * The words of signing in, in Simplified Chinese: the /auth card (tabs, forms, social sign-in), the password
 * reset page, the form checks, and what the page says about a request's outcome or an email link
 * (the header's account items are in session-words.ts, loaded on every page). Errors the auth service sends with its own text are
 * shown as they come and are not here. Translations: `words.zh.ts`, `words.am.ts` beside
 * this file, with the same keys.
 */
export const words: Words = {
  /** The form fields' labels (also named in the checks' messages). */
  fields: {
    firstName: '名字',
    lastName: '姓氏',
    companyRole: '公司职位',
    email: '电子邮箱',
    password: '密码',
    newPassword: '新密码',
    confirmNewPassword: '确认新密码',
  },
  /** What the forms check before anything is sent. */
  problems: {
    tooLong: (field: string, max: number) => `${field}不能超过${max}个字符。`,
    passwordTooLong: (max: number) => `密码不能超过${max}个字符（含重音字母或表情符号时上限更低）。`,
    blank: (field: string) => `${field}不能为空。`,
    passwordsDiffer: '两次输入的密码不一致。',
  },
  /** The /auth card. */
  panel: {
    tabsLabel: '登录或创建账户',
    signInTab: '登录',
    signUpTab: '注册',
    signInButton: '登录',
    createAccountButton: '创建账户',
    forgotPassword: '忘记密码？',
    needsScript: '登录需要启用 JavaScript。请启用后重新加载页面。',
  },
  social: {
    /** Above the providers' buttons. */
    orContinueWith: '或使用以下方式继续',
    /** A provider's button, for screen readers ('Continue with Google'); the button shows the provider's name. */
    continueWith: (provider: string) => `使用 ${provider} 继续`,
  },
  signUp: {
    confirmEmail: '请查收邮件，点击其中的确认链接！',
    confirmationResent: (email: string) => `新的确认链接已发送至 ${email}。`,
  },
  /** 'Didn’t get the email at <address>?', read as one phrase around the address. */
  sendAgain: {
    before: '没有收到发送至',
    after: '的邮件？',
    button: '重新发送',
  },
  /** Under the button to ask again, while the service's limit runs. */
  retry: {
    countdown: (seconds: number) => `${seconds}秒后可再次请求。`,
    pleaseWait: (seconds: number) => `请等待${seconds}秒后再重新请求。`,
  },
  /** What an email link or a social sign-in brought back. */
  links: {
    confirmedElsewhere: '您的电子邮箱已确认。请登录以继续。',
    resetElsewhere:
      '此链接是在另一个浏览器中打开的，而不是发起请求的浏览器，因此无法在此为您登录。请在下方重新申请链接，并在当前浏览器中打开。',
  },
  /** Failures that are not the service's own words. */
  serviceErrors: {
    invalid_credentials: '邮箱或密码不正确',
    email_not_confirmed: '邮箱尚未确认',
    user_already_exists: '该邮箱已注册',
    same_password: '新密码不能与旧密码相同。',
    over_request_rate_limit: '请求过于频繁，请稍后再试',
  },
  errors: {
    unreachable: '无法连接登录服务。请检查网络连接后重试。',
    couldNotLoad: '无法加载登录服务。请检查网络连接后重试。',
    somethingWentWrong: '出了点问题，请重试。',
  },
};
