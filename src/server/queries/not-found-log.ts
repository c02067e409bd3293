import 'server-only';

import { sql } from 'kysely';

import type { DB } from '../db/schema';
import { toIso } from '../db/values';

// The 404 log's rows. Bounded: past NOT_FOUND_LOG_LIMIT rows, those seen longest ago are dropped
// after each batch, so a crawl of made-up URLs costs a fixed amount of disk.

export const NOT_FOUND_LOG_LIMIT = 2000;

export type NotFoundHit = {
  count: number;
  first: string;
  last: string;
  referrer: string;
  bot: boolean;
  probe: boolean;
};
export type NotFoundBatch = ReadonlyMap<string, NotFoundHit>;

export type NotFoundRow = {
  path: string;
  hits: number;
  firstSeen: string;
  lastSeen: string;
  lastReferrer: string;
  lastBot: boolean;
  probe: boolean;
  resolved: boolean;
  resolvedReason: string | null;
};

export const REDIRECTED = 'A redirect answers it';
export const ANSWERS_NOW = 'The page answers 200 now';
export const MARKED_RESOLVED = 'Marked resolved in the admin';

/** Adds a batch of counted misses, one upsert a path, then drops the oldest rows past the limit. */
export async function recordNotFound(db: DB, batch: NotFoundBatch): Promise<void> {
  for (const [path, hit] of batch) {
    const row = {
      path,
      hits: hit.count,
      first_seen: hit.first,
      last_seen: hit.last,
      last_referrer: hit.referrer,
      last_bot: hit.bot ? 1 : 0,
      probe: hit.probe ? 1 : 0,
      resolved: 0,
    };
    await db
      .insertInto('not_found_log')
      .values(row)
      .onConflict((oc) =>
        oc.column('path').doUpdateSet((eb) => ({
          hits: eb('not_found_log.hits', '+', eb.ref('excluded.hits')),
          last_seen: eb.ref('excluded.last_seen'),
          last_referrer: eb.ref('excluded.last_referrer'),
          last_bot: eb.ref('excluded.last_bot'),
          resolved: 0,
        })),
      )
      .execute();
  }
  const cutoff = await db
    .selectFrom('not_found_log')
    .select('last_seen')
    .orderBy('last_seen', 'desc')
    .limit(1)
    .offset(NOT_FOUND_LOG_LIMIT - 1)
    .executeTakeFirst();
  if (cutoff)
    await db.deleteFrom('not_found_log').where('last_seen', '<', cutoff.last_seen).execute();
}

/** Unresolved first, then by when they were last seen. */
export async function listNotFound(db: DB): Promise<NotFoundRow[]> {
  const rows = await db
    .selectFrom('not_found_log')
    .selectAll()
    .orderBy('resolved')
    .orderBy('last_seen', 'desc')
    .execute();
  return rows.map((r) => ({
    path: r.path,
    hits: r.hits,
    firstSeen: toIso(r.first_seen),
    lastSeen: toIso(r.last_seen),
    lastReferrer: r.last_referrer,
    lastBot: r.last_bot === 1,
    probe: r.probe === 1,
    resolved: r.resolved === 1,
    resolvedReason: r.resolved === 1 ? r.resolved_reason : null,
  }));
}

/** Marks the rows new redirects answer now: their sources, or every path under a prefix. */
export async function resolveNotFound(db: DB, sources: readonly string[]): Promise<void> {
  const query = db
    .updateTable('not_found_log')
    .set({ resolved: 1, resolved_reason: REDIRECTED })
    .where('probe', '=', 0);
  const exact = sources.filter((source) => !source.endsWith('*'));
  for (let i = 0; i < exact.length; i += 500)
    await query.where('path', 'in', exact.slice(i, i + 500)).execute();
  for (const source of sources.filter((s) => s.endsWith('*'))) {
    const stem = source.slice(0, -1);
    await query.where(sql<boolean>`substr(path, 1, ${stem.length}) = ${stem}`).execute();
  }
}

/**
 * Marks the rows of paths that answered 200 since (a post published after it was asked for). Most
 * answered paths were never missing: they are looked up first, so a batch with none in the log
 * writes nothing.
 */
export async function resolveAnswered(db: DB, paths: readonly string[]): Promise<void> {
  for (let i = 0; i < paths.length; i += 500) {
    const logged = await db
      .selectFrom('not_found_log')
      .select('path')
      .where('resolved', '=', 0)
      .where('path', 'in', paths.slice(i, i + 500))
      .execute();
    if (logged.length === 0) continue;
    await db
      .updateTable('not_found_log')
      .set({ resolved: 1, resolved_reason: ANSWERS_NOW })
      .where(
        'path',
        'in',
        logged.map((row) => row.path),
      )
      .execute();
  }
}

/** Marks a path resolved by hand (meant to stay gone); false when the log has no such path. */
export async function markNotFoundResolved(db: DB, path: string): Promise<boolean> {
  const result = await db
    .updateTable('not_found_log')
    .set({ resolved: 1, resolved_reason: MARKED_RESOLVED })
    .where('path', '=', path)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
