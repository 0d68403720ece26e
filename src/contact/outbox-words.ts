/**
 * What every page may say about the messages the visitor sent, in English: the toasts that follow
 * a message (sent, saved for later, not delivered) and the count of messages waiting. Kept apart
 * from words.ts (the form) because the outbox runs on every page. Translations:
 * `outbox-words.zh.ts`, `outbox-words.am.ts` beside this file.
 */
export const words = {
  toasts: {
    sent: { title: 'Your message has been successfully sent!', description: "We'll get back to you within 24 hours." },
    failed: { title: 'Failed to send message', description: 'Please try again later or contact us directly.' },
    queued: {
      title: 'Message saved: it will be sent automatically',
      description: 'The connection or our service is down right now. We will send it as soon as it is back.',
    },
    undelivered: {
      title: 'Your message could not be delivered',
      description: 'It is kept on this page: you can copy it or send it again.',
    },
  },
  /** The badge while messages wait in the queue. */
  waiting: (count: number) => `${count} message${count === 1 ? '' : 's'} waiting to send`,
};

export type OutboxWords = typeof words;
