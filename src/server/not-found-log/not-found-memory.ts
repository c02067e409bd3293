import 'server-only';

import { looksLikeBot, notFoundKey } from '@/lib/not-found-log';
import { normalizePath } from '@/lib/routing/canonical-path';

import type { DB } from '../db/schema';
import { recordNotFound, resolveAnswered, type NotFoundHit } from '../queries/not-found-log';
import { countWork, type BackgroundWork } from '../runtime/background-work';
import { createBatchedCounter } from '../runtime/batched-counter';

// Real 404s on public paths, counted in memory as the request pipeline sends them and written every
// few seconds (runtime/batched-counter.ts): a batch is one upsert a path. At most 500 paths wait
// between batches; a flood of distinct made-up paths beyond that is not kept.

const misses = createBatchedCounter<NotFoundHit>({
  name: '404 log',
  limit: 500,
  write: recordNotFound,
});
/** Public paths that answered 200: a row the log holds for one is resolved, the page exists now. */
const answered = createBatchedCounter<true>({
  name: 'answered 404s',
  limit: 500,
  write: (db, batch) => resolveAnswered(db, [...batch.keys()]),
});

export function countAnswered(path: string): void {
  answered.count(normalizePath(path.slice(0, 500)), () => true);
}

export function countNotFound(path: string, referrer: string, userAgent: string | undefined) {
  const { key, probe } = notFoundKey(normalizePath(path.slice(0, 500)));
  const now = new Date().toISOString();
  misses.count(key, (seen) => ({
    count: (seen?.count ?? 0) + 1,
    first: seen?.first ?? now,
    last: now,
    referrer: referrer.slice(0, 500),
    bot: looksLikeBot(userAgent),
    probe,
  }));
}

/** Writes the misses, then resolves the paths that answered since. */
export async function flushNotFound(db: DB): Promise<void> {
  await misses.flush(db);
  await answered.flush(db);
}

export const notFoundWork = (getDb: () => DB, everyMs = 5_000): BackgroundWork =>
  countWork('404 log', everyMs, () => flushNotFound(getDb()));
