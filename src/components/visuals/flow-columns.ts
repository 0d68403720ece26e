import type { FlowStep } from '../../content/types';

/**
 * The grid a flow diagram is drawn on from the `md` width up: a column per participant (its lane),
 * each split in two, so that a lane's centre is a grid line and an arrow between two participants
 * spans the lines of their centres. Class names are written out in full for UnoCSS to find.
 */
const laneColumns: Record<number, string> = { 4: 'md:grid-cols-4', 5: 'md:grid-cols-5', 6: 'md:grid-cols-6' };
const halfColumns: Record<number, string> = { 4: 'md:grid-cols-8', 5: 'md:grid-cols-10', 6: 'md:grid-cols-12' };
const startAt = ['', 'md:col-start-1', 'md:col-start-2', 'md:col-start-3', 'md:col-start-4', 'md:col-start-5', 'md:col-start-6', 'md:col-start-7', 'md:col-start-8', 'md:col-start-9', 'md:col-start-10', 'md:col-start-11', 'md:col-start-12'];
const endAt = ['', '', 'md:col-end-2', 'md:col-end-3', 'md:col-end-4', 'md:col-end-5', 'md:col-end-6', 'md:col-end-7', 'md:col-end-8', 'md:col-end-9', 'md:col-end-10', 'md:col-end-11', 'md:col-end-12', 'md:col-end-13'];

/** The grid of the participants' row and of the lanes drawn behind the steps. */
export const lanesGrid = (participants: number) => laneColumns[participants] ?? laneColumns[6]!;

/** The grid of a step's row. */
export const stepGrid = (participants: number) => halfColumns[participants] ?? halfColumns[6]!;

/** Where a step sits: from one lane's centre to the other's, or across its one lane. */
export function stepSpan({ from, to }: FlowStep): string {
  const [first, last] = [Math.min(from, to), Math.max(from, to)];
  const [start, end] = first === last ? [2 * first + 1, 2 * first + 3] : [2 * first + 2, 2 * last + 2];
  return `${startAt[start]} ${endAt[end]}`;
}
