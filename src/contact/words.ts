/**
 * The words of the contact form, in English: its labels and checks, its button, and the panel of
 * messages that could not be delivered (the toasts and the count of messages waiting are in
 * outbox-words.ts, loaded on every page). What the form service itself answers is shown as it
 * comes and is not here. Translations: `words.zh.ts`, `words.am.ts` beside this file, with
 * the same keys.
 */
export const words = {
  /** The form's accessible name. */
  formLabel: 'Contact us',
  /** The fields' labels (also named in the checks' messages). */
  fields: { name: 'Name', email: 'Email', company: 'Company', message: 'Message' },
  messageHint: (max: number) => `Up to ${max} characters.`,
  send: 'Send Message',
  sending: 'Sending...',
  /** What the form checks before a message is sent. */
  problems: {
    nameMissing: 'Please enter your name.',
    emailMissing: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address, like name@example.com.',
    messageMissing: 'Please write a message (spaces alone do not count).',
    tooLong: (field: string, max: number, length: number) => `${field} must be ${max} characters or fewer (it is ${length}).`,
    /** The form service's own message about a field, after the field's label. */
    fromService: (field: string, message: string) => `${field}: ${message}.`,
  },
  /** The panel of messages that could not be delivered. */
  undelivered: {
    title: (count: number) => (count === 1 ? 'A message was not delivered' : `${count} messages were not delivered`),
    /** A card's heading; `name` is the sender's, empty when they gave none. */
    cardTitle: (name: string) => `Not delivered: message from ${name || 'you'}`,
    expired: 'It could not be sent within 7 days, so it was not sent.',
    /** `status` is the HTTP status, when there was one; `detail` is the service's own words, when it gave any. */
    refused: (status?: number, detail?: string) =>
      `Our form service refused it${status ? ` (HTTP ${status})` : ''}${detail ? `: ${detail}` : '.'}`,
    email: 'Email',
    company: 'Company',
    copy: 'Copy message',
    sendAgain: 'Send again',
    dismiss: 'Dismiss',
    copied: 'Message copied.',
    copyFailed: 'Could not copy: select the text and copy it yourself.',
    refusedAgain: 'It was refused again. Copy it and write to us by email instead.',
    sendFailed: 'It could not be sent. Please try again later.',
    dismissFailed: 'It could not be dismissed. Please try again.',
  },
};

export type Words = typeof words;
