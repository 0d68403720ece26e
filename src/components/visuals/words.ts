/**
 * The words of the page visuals (product mockups, flow diagrams), in English. Translations:
 * `words.zh.ts`, `words.am.ts` beside this file, with the same keys.
 */
export const words = {
  /** Under every product mockup: its data is made up. */
  fictional: 'Illustration: the names, shops and amounts are fictional.',
  /** A flow diagram's list of participants. */
  participants: 'Participants',
  /** The tag on the participant that is our platform. */
  ourPlatform: 'Our platform',
  /** Read before a step's text by screen readers (the diagram shows it with arrows). */
  route: {
    between: (from: string, to: string) => `From ${from} to ${to}: `,
    within: (at: string) => `At ${at}: `,
  },
};

export type Words = typeof words;
