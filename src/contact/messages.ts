/**
 * The words of the contact form and of the messages it sends, in English: the form's labels and
 * checks, its button, the toasts that follow a message (sent, saved for later, not delivered),
 * the count of messages waiting, and the panel of messages that could not be delivered. What the
 * form service itself answers is shown as it comes and is not here. Translations:
 * `messages.zh.ts`, `messages.am.ts` beside this file, with the same keys.
 */
export const messages = {
  /** The form's accessible name. */
  formLabel: 'Contact us',
  /** The fields' labels (also named in the checks' messages). */
  fields: { name: 'Name', email: 'Email', company: 'Company', message: 'Message' },
  /** After the label of a field that may stay empty. */
  optional: ' (optional)',
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

export type Messages = typeof messages;
