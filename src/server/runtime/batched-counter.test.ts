import { describe, expect, it } from 'vitest';

import type { DB } from '../db/schema';
import { flushCounters, startBackgroundWork } from './background-work';
import { createBatchedCounter } from './batched-counter';

const db = {} as DB;

describe('a batched counter', () => {
  it('is one batch per name in the process, as two bundles loading the module see it', async () => {
    const written: Map<string, number>[] = [];
    const write = (_db: DB, batch: Map<string, number>) =>
      Promise.resolve(void written.push(batch));
    const inRouteHandler = createBatchedCounter<number>({ name: 'shared counts', limit: 9, write });
    const inBackgroundWork = createBatchedCounter<number>({
      name: 'shared counts',
      limit: 9,
      write,
    });
    inRouteHandler.count('a', (n) => (n ?? 0) + 1);
    await inBackgroundWork.flush(db);
    expect(written).toEqual([new Map([['a', 1]])]);
  });

  it('counts in memory, keeps at most its limit of new keys, and writes one batch a flush', async () => {
    const written: Map<string, number>[] = [];
    const counter = createBatchedCounter<number>({
      name: 'test counts',
      limit: 2,
      write: (_db, batch) => Promise.resolve(void written.push(batch)),
    });
    const add = (key: string) => counter.count(key, (n) => (n ?? 0) + 1);
    expect([add('a'), add('b'), add('a'), add('c')]).toEqual([true, true, true, false]);
    await counter.flush(db);
    await counter.flush(db);
    expect(written).toEqual([
      new Map([
        ['a', 2],
        ['b', 1],
      ]),
    ]);
    add('c');
    await counter.flush(db);
    expect(written[1]).toEqual(new Map([['c', 1]]));
  });
});

describe('the background work', () => {
  it('is started once, its counters written on demand, and each finished at shutdown', async () => {
    const done: string[] = [];
    const counter = createBatchedCounter<number>({
      name: 'hits',
      limit: 10,
      write: (_db, batch) => Promise.resolve(void done.push(`wrote ${[...batch.keys()].join()}`)),
    });
    const started: string[] = [];
    const finish = startBackgroundWork([
      {
        name: 'queue',
        start: () => started.push('queue'),
        stop: async () => void done.push('stopped queue'),
      },
      { ...counter.work(() => db, 60_000), start: () => started.push('hits') },
    ]);
    expect(startBackgroundWork([])).toBeTypeOf('function');
    expect(started).toEqual(['queue', 'hits']);

    counter.count('x', () => 1);
    expect(await flushCounters()).toEqual(['hits']);
    expect(done).toEqual(['wrote x']);
    counter.count('y', () => 1);
    await finish();
    expect(done).toEqual(['wrote x', 'stopped queue', 'wrote y']);
  });
});
