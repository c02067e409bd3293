import 'server-only';

import type { DB } from '../db/schema';
import { countWork, type BackgroundWork } from './background-work';

// A count kept in memory as requests arrive and written in one batch every few seconds: a count
// costs a map update and never waits for the database. Page views, 404s, bot hits and redirect
// hits are each one of these. At most `limit` keys wait between batches; a flood of new keys beyond
// that is not kept (a key already held still counts).

export type BatchedCounter<V> = {
  /** Updates a key's value from what it held (undefined for a new key); false when not kept. */
  count: (key: string, update: (held: V | undefined) => V) => boolean;
  /** Hands the batch to `write` and starts a new one. */
  flush: (db: DB) => Promise<void>;
  /** The counter as background work: written every `everyMs`, and at shutdown. */
  work: (getDb: () => DB, everyMs?: number) => BackgroundWork;
};

export function createBatchedCounter<V>(options: {
  name: string;
  limit: number;
  write: (db: DB, batch: Map<string, V>) => Promise<void>;
}): BatchedCounter<V> {
  // One batch per name in the process: a route handler's bundle counts into the batch that the
  // background work (started from another bundle) writes.
  const key = Symbol.for(`site.batched-counter.${options.name}`);
  const holder = globalThis as typeof globalThis & { [key]?: { pending: Map<string, V> } };
  const state = (holder[key] ??= { pending: new Map<string, V>() });

  const count = (key: string, update: (held: V | undefined) => V) => {
    const held = state.pending.get(key);
    if (held === undefined && state.pending.size >= options.limit) return false;
    state.pending.set(key, update(held));
    return true;
  };

  const flush = async (db: DB) => {
    if (state.pending.size === 0) return;
    const batch = state.pending;
    state.pending = new Map();
    await options.write(db, batch);
  };

  const work = (getDb: () => DB, everyMs = 5_000) =>
    countWork(options.name, everyMs, () => flush(getDb()));

  return { count, flush, work };
}
