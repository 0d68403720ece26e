import type { Words } from './words';

/** The words of the page visuals (product mockups, flow diagrams), in Chinese. Same keys as the English `words.ts`. */
export const words: Words = {
  /** Under every product mockup: its data is made up. */
  fictional: '示意图：其中的人名、店铺和金额均为虚构。',
  /** A flow diagram's list of participants. */
  participants: '参与方',
  /** The tag on the participant that is our platform. */
  ourPlatform: '我们的平台',
  /** Read before a step's text by screen readers (the diagram shows it with arrows). */
  route: {
    between: (from: string, to: string) => `从${from}到${to}：`,
    within: (at: string) => `在${at}：`,
  },
};
