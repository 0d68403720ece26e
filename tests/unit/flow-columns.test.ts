import { describe, expect, it } from 'vitest';
import { lanesGrid, stepGrid, stepSpan } from '../../src/components/visuals/flow-columns';

/**
 * A flow diagram's grid on wide screens: a lane per participant, each two columns wide, so that
 * lane n's centre is grid line 2n + 2.
 */
describe("a flow diagram's grid", () => {
  it('has a lane per participant, each split in two', () => {
    expect(lanesGrid(5)).toBe('md:grid-cols-5');
    expect(stepGrid(5)).toBe('md:grid-cols-10');
    expect(stepGrid(6)).toBe('md:grid-cols-12');
  });

  it("draws a step between two participants from the sender's lane centre to the receiver's, either way", () => {
    expect(stepSpan({ from: 0, to: 1, label: '' })).toBe('md:col-start-2 md:col-end-4');
    expect(stepSpan({ from: 4, to: 1, label: '' })).toBe('md:col-start-4 md:col-end-10');
    expect(stepSpan({ from: 3, to: 5, label: '' })).toBe('md:col-start-8 md:col-end-12');
  });

  it('draws a step within one participant across its own lane', () => {
    expect(stepSpan({ from: 0, to: 0, label: '' })).toBe('md:col-start-1 md:col-end-3');
    expect(stepSpan({ from: 5, to: 5, label: '' })).toBe('md:col-start-11 md:col-end-13');
  });
});
