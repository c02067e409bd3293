import 'server-only';

import { sql } from 'kysely';

import type { DB } from '../db/schema';

export type RateLimitResult = { allowed: boolean; hits: number; retryAfterSeconds: number };

/**
 * A fixed-window counter kept in the database, so the limit holds across restarts and across
 * instances. One atomic upsert per hit: a new window starts once the old one has passed.
 */
export async function hitRateLimit(
  db: DB,
  key: string,
  options: { limit: number; windowSeconds: number; now?: Date },
): Promise<RateLimitResult> {
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const windowStartedBefore = new Date(now.getTime() - options.windowSeconds * 1000).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: nowIso, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.window_start <= ${windowStartedBefore} then 1 else rate_limits.hits + 1 end`,
        window_start: sql<string>`case when rate_limits.window_start <= ${windowStartedBefore} then ${nowIso} else rate_limits.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  const windowStart = new Date(row.window_start).getTime();
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart + options.windowSeconds * 1000 - now.getTime()) / 1000),
  );
  return { allowed: row.hits <= options.limit, hits: row.hits, retryAfterSeconds };
}

/** Whether the key is currently over its limit, without counting a hit. */
export async function isRateLimited(
  db: DB,
  key: string,
  options: { limit: number; windowSeconds: number; now?: Date },
): Promise<RateLimitResult> {
  const now = options.now ?? new Date();
  const row = await db
    .selectFrom('rate_limits')
    .select(['hits', 'window_start'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return { allowed: true, hits: 0, retryAfterSeconds: 0 };
  const end = new Date(row.window_start).getTime() + options.windowSeconds * 1000;
  if (end <= now.getTime()) return { allowed: true, hits: 0, retryAfterSeconds: 0 };
  return {
    allowed: row.hits < options.limit,
    hits: row.hits,
    retryAfterSeconds: Math.ceil((end - now.getTime()) / 1000),
  };
}

/** Gives back one hit counted in the current window (an attempt that turned out to be allowed). */
export async function refundRateLimit(db: DB, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('hits', '>', 0)
    .execute();
}

export async function resetRateLimit(db: DB, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
