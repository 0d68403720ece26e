import type { Words } from './words';

/** The words of the page visuals (product mockups, flow diagrams), in Amharic. Same keys as the English `words.ts`. */
export const words: Words = {
  /** Under every product mockup: its data is made up. */
  fictional: 'ምሳሌ ምስል፦ ስሞቹ፣ ሱቆቹና የገንዘብ መጠኖቹ ልብ ወለድ ናቸው።',
  /** A flow diagram's list of participants. */
  participants: 'ተሳታፊዎች',
  /** The tag on the participant that is our platform. */
  ourPlatform: 'የእኛ ፕላትፎርም',
  /** Read before a step's text by screen readers (the diagram shows it with arrows). */
  route: {
    between: (from: string, to: string) => `ከ${from} ወደ ${to}፦ `,
    within: (at: string) => `በ${at}፦ `,
  },
};
