import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../../scripts/lighthouse/cpu-slowdown';

describe('the CPU slowdown Lighthouse CI uses on this host', () => {
  it("is Lighthouse's default 4× on a fast host whose browser work is fast", () => {
    expect(cpuSlowdownFor(2500, 6)).toBe(4);
  });

  it("follows the throttling calculator's curve on a slower or busy host", () => {
    expect(cpuSlowdownFor(1300, 6)).toBe(3);
    expect(cpuSlowdownFor(800, 6)).toBe(2);
    expect(cpuSlowdownFor(150, 6)).toBe(1);
  });

  it('keeps a bare page free of long tasks when the host itself makes its first task long', () => {
    expect(cpuSlowdownFor(2500, 25)).toBe(2);
    expect(cpuSlowdownFor(2500, 20)).toBe(2.5);
  });

  it('takes the lower of the two bounds', () => {
    expect(cpuSlowdownFor(800, 20)).toBe(2);
    expect(cpuSlowdownFor(1300, 40)).toBe(1.25);
  });

  it('never goes below the host as it is', () => {
    expect(cpuSlowdownFor(2500, 120)).toBe(1);
    expect(cpuSlowdownFor(50, 6)).toBe(1);
  });
});
