import { describe, expect, it } from 'vitest';

import { createDrainWorker } from './drain-worker';

describe('drain worker', () => {
  it('runs once more when asked during a run, for rows queued after its last batch', async () => {
    const queue: string[] = ['first'];
    const handled: string[] = [];
    let release!: () => void;
    const firstBatchHeld = new Promise<void>((resolve) => (release = resolve));
    const worker = createDrainWorker({
      name: 'test queue',
      batch: 10,
      prepare: () =>
        Promise.resolve(async (limit: number) => {
          const batch = queue.splice(0, limit);
          if (batch.includes('first')) await firstBatchHeld;
          handled.push(...batch);
          return { handled: batch.length };
        }),
    });

    const run = worker.soon();
    await new Promise((resolve) => setTimeout(resolve, 10)); // the first batch is claimed
    queue.push('queued meanwhile');
    const joined = worker.soon();
    release();
    await Promise.all([run, joined]);
    await worker.stop();
    expect(handled).toEqual(['first', 'queued meanwhile']);
  });
});
