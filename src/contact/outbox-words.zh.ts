import type { OutboxWords } from './outbox-words';

/**
 * What every page may say about the messages the visitor sent, in Simplified Chinese: the toasts that follow
 * a message (sent, saved for later, not delivered) and the count of messages waiting. Kept apart
 * from words.ts (the form) because the outbox runs on every page. Translations:
 * `outbox-words.zh.ts`, `outbox-words.am.ts` beside this file.
 */
export const words: OutboxWords = {
  toasts: {
    sent: { title: '您的消息已成功发送！', description: '我们将在24小时内回复您。' },
    failed: { title: '消息发送失败', description: '请稍后重试，或直接与我们联系。' },
    queued: {
      title: '消息已保存，将自动发送',
      description: '网络连接或我们的服务暂时中断。恢复后我们会立即发送。',
    },
    undelivered: {
      title: '您的消息未能送达',
      description: '消息已保留在此页面：您可以复制或重新发送。',
    },
  },
  /** The badge while messages wait in the queue. */
  waiting: (count: number) => `${count}条消息等待发送`,
};
