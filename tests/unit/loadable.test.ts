import { describe, expect, it } from 'vitest';
import { loadable } from '../../src/shared/loadable';

const caught = (read: () => unknown): unknown => {
  try {
    read();
  } catch (thrown) {
    return thrown;
  }
  return undefined;
};

describe('a loadable value', () => {
  it('suspends a read until it has loaded, then reads at once, loading only once', async () => {
    let loads = 0;
    const value = loadable(async () => ++loads);
    const pending = caught(() => value.read());
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(value.read()).toBe(1);
    expect(await value.load()).toBe(1);
    expect(loads).toBe(1);
  });

  it('waits for its moment before loading when read first', async () => {
    let open!: () => void;
    const moment = new Promise<void>((resolve) => (open = resolve));
    let loads = 0;
    const value = loadable(async () => ++loads, () => moment);
    const pending = caught(() => value.read()) as Promise<number>;
    await Promise.resolve();
    expect(loads).toBe(0);
    open();
    await pending;
    expect(value.read()).toBe(1);
  });

  it('forgets a failed load, so the next one tries again', async () => {
    let attempt = 0;
    const value = loadable(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return 'ok';
    });
    await expect(value.load()).rejects.toThrow('offline');
    expect(await value.load()).toBe('ok');
  });
});
