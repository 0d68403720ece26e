import type { Words } from './words';

/**
 * The words of the contact form, in Amharic: its labels and checks, its button, and the panel of
 * messages that could not be delivered (the toasts and the count of messages waiting are in
 * outbox-words.am.ts, loaded on every page). What the form service itself answers is shown as it
 * comes and is not here. Same keys as the English `words.ts`.
 */
export const words: Words = {
  /** The form's accessible name. */
  formLabel: 'ያግኙን',
  /** The fields' labels (also named in the checks' messages). */
  fields: { name: 'ስም', email: 'ኢሜይል', company: 'ኩባንያ', message: 'መልዕክት' },
  messageHint: (max: number) => `እስከ ${max} ቁምፊ።`,
  send: 'መልዕክቱን ይላኩ',
  sending: 'በመላክ ላይ…',
  /** What the form checks before a message is sent. */
  problems: {
    nameMissing: 'እባክዎ ስምዎን ያስገቡ።',
    emailMissing: 'እባክዎ የኢሜይል አድራሻዎን ያስገቡ።',
    emailInvalid: 'እባክዎ ትክክለኛ የኢሜይል አድራሻ ያስገቡ፤ ለምሳሌ name@example.com።',
    messageMissing: 'እባክዎ መልዕክት ይጻፉ (ባዶ ክፍተት ብቻ እንደ መልዕክት አይቆጠርም)።',
    tooLong: (field: string, max: number, length: number) => `${field} ከ${max} ቁምፊ መብለጥ የለበትም (አሁን ${length} ነው)።`,
    /** The form service's own message about a field, after the field's label. */
    fromService: (field: string, message: string) => `${field}፦ ${message}።`,
  },
  /** The panel of messages that could not be delivered. */
  undelivered: {
    title: (count: number) => (count === 1 ? 'አንድ መልዕክት አልደረሰም' : `${count} መልዕክቶች አልደረሱም`),
    /** A card's heading; `name` is the sender's, empty when they gave none. */
    cardTitle: (name: string) => `ያልደረሰ፦ ${name ? `ከ${name} የተላከ` : 'እርስዎ የላኩት'} መልዕክት`,
    expired: 'በ7 ቀናት ውስጥ መላክ ስላልተቻለ አልተላከም።',
    /** `status` is the HTTP status, when there was one; `detail` is the service's own words, when it gave any. */
    refused: (status?: number, detail?: string) =>
      `የቅጽ አገልግሎታችን አልተቀበለውም${status ? ` (HTTP ${status})` : ''}${detail ? `፦ ${detail}` : '።'}`,
    email: 'ኢሜይል',
    company: 'ኩባንያ',
    copy: 'መልዕክቱን ይቅዱ',
    sendAgain: 'እንደገና ይላኩ',
    dismiss: 'ያስወግዱ',
    copied: 'መልዕክቱ ተቀድቷል።',
    copyFailed: 'መቅዳት አልተቻለም፤ ጽሑፉን መርጠው ራስዎ ይቅዱት።',
    refusedAgain: 'በድጋሚ ተቀባይነት አላገኘም። መልዕክቱን ቀድተው በምትኩ በኢሜይል ይጻፉልን።',
    sendFailed: 'መላክ አልተቻለም። እባክዎ ቆይተው እንደገና ይሞክሩ።',
    dismissFailed: 'ማስወገድ አልተቻለም። እባክዎ እንደገና ይሞክሩ።',
  },
};
