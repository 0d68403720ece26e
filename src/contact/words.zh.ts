import type { Words } from './words';

/**
 * The words of the contact form, in Simplified Chinese: its labels and checks, its button, and the panel of
 * messages that could not be delivered (the toasts and the count of messages waiting are in
 * outbox-words.ts, loaded on every page). What the form service itself answers is shown as it
 * comes and is not here. Translations: `words.zh.ts`, `words.am.ts` beside this file, with
 * the same keys.
 */
export const words: Words = {
  /** The form's accessible name. */
  formLabel: '联系我们',
  /** The fields' labels (also named in the checks' messages). */
  fields: { name: '姓名', email: '电子邮箱', company: '公司', message: '留言' },
  messageHint: (max: number) => `最多${max}个字符。`,
  send: '发送消息',
  sending: '发送中…',
  /** What the form checks before a message is sent. */
  problems: {
    nameMissing: '请输入您的姓名。',
    emailMissing: '请输入您的电子邮箱地址。',
    emailInvalid: '请输入有效的电子邮箱地址，例如 name@example.com。',
    messageMissing: '请填写留言内容（仅输入空格无效）。',
    tooLong: (field: string, max: number, length: number) => `${field}不能超过${max}个字符（当前为${length}个）。`,
    /** The form service's own message about a field, after the field's label. */
    fromService: (field: string, message: string) => `${field}：${message}。`,
  },
  /** The panel of messages that could not be delivered. */
  undelivered: {
    title: (count: number) => `${count}条消息未能送达`,
    /** A card's heading; `name` is the sender's, empty when they gave none. */
    cardTitle: (name: string) => `未送达：${name || '您'}的留言`,
    expired: '该消息7天内未能发出，已停止发送。',
    /** `status` is the HTTP status, when there was one; `detail` is the service's own words, when it gave any. */
    refused: (status?: number, detail?: string) =>
      `我们的表单服务拒绝了该消息${status ? `（HTTP ${status}）` : ''}${detail ? `：${detail}` : '。'}`,
    email: '电子邮箱',
    company: '公司',
    copy: '复制消息',
    sendAgain: '重新发送',
    dismiss: '移除',
    copied: '消息已复制。',
    copyFailed: '无法复制：请选中文本后手动复制。',
    refusedAgain: '消息再次被拒绝。请复制内容，改用电子邮件联系我们。',
    sendFailed: '消息未能发出，请稍后重试。',
    dismissFailed: '未能移除，请重试。',
  },
};
