import { describe, expect, it } from 'vitest';
import { createKeyQueue } from './key-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createKeyQueue', () => {
  it('runs one piece of work per key at a time, other keys beside it, in order of arrival', async () => {
    const inTurn = createKeyQueue();
    const running = new Map<string, number>();
    let peak = 0;
    const order: string[] = [];
    const job = (key: string, name: string) =>
      inTurn([key], async () => {
        running.set(key, (running.get(key) ?? 0) + 1);
        peak = Math.max(peak, running.get(key)!);
        order.push(name);
        await tick();
        running.set(key, running.get(key)! - 1);
      });
    await Promise.all([job('a', 'a1'), job('a', 'a2'), job('b', 'b1'), job('a', 'a3')]);
    expect(peak).toBe(1);
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('waits for every key it names, and a failure does not stop the line', async () => {
    const inTurn = createKeyQueue();
    const order: string[] = [];
    const failing = inTurn(['a'], async () => {
      await tick();
      order.push('a fails');
      throw new Error('boom');
    });
    const slowB = inTurn(['b'], async () => {
      await tick();
      await tick();
      order.push('b');
    });
    const both = inTurn(['a', 'b'], async () => order.push('a and b'));
    await expect(failing).rejects.toThrow('boom');
    await Promise.all([slowB, both]);
    expect(order).toEqual(['a fails', 'b', 'a and b']);
  });
});
