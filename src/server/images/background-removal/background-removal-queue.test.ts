import { describe, expect, it } from 'vitest';
import { BackgroundRemovalBusyError, runBackgroundRemoval } from './background-removal-queue';

describe('runBackgroundRemoval', () => {
  it('runs one task at a time, queues up to maxWaiting and refuses beyond', async () => {
    const order: string[] = [];
    let release = () => {};
    const first = runBackgroundRemoval(
      () =>
        new Promise<void>((resolve) => {
          order.push('first');
          release = resolve;
        }),
    );
    const second = runBackgroundRemoval(async () => order.push('second'), { maxWaiting: 1 });
    await expect(
      runBackgroundRemoval(async () => order.push('third'), { maxWaiting: 1 }),
    ).rejects.toBeInstanceOf(BackgroundRemovalBusyError);
    expect(order).toEqual(['first']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
  });
});
