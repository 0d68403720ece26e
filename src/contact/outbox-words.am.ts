import type { OutboxWords } from './outbox-words';

/**
 * What every page may say about the messages the visitor sent, in Amharic: the toasts that follow
 * a message (sent, saved for later, not delivered) and the count of messages waiting. Same keys as
 * the English `outbox-words.ts`.
 */
export const words: OutboxWords = {
  toasts: {
    sent: { title: 'መልዕክትዎ በተሳካ ሁኔታ ተልኳል!', description: 'በ24 ሰዓት ውስጥ ምላሽ እንሰጥዎታለን።' },
    failed: { title: 'መልዕክቱን መላክ አልተሳካም', description: 'እባክዎ ቆይተው እንደገና ይሞክሩ ወይም በቀጥታ ያግኙን።' },
    queued: {
      title: 'መልዕክቱ ተቀምጧል፦ በራስ-ሰር ይላካል',
      description: 'ኢንተርኔቱ ወይም አገልግሎታችን በአሁኑ ጊዜ አይሠራም። ልክ እንደተመለሰ እንልከዋለን።',
    },
    undelivered: {
      title: 'መልዕክትዎ ሊደርስ አልቻለም',
      description: 'በዚህ ገጽ ላይ ተቀምጧል፤ ሊቀዱት ወይም እንደገና ሊልኩት ይችላሉ።',
    },
  },
  /** The badge while messages wait in the queue. */
  waiting: (count: number) => `${count} መልዕክት ለመላክ በመጠባበቅ ላይ`,
};
