import 'server-only';

import { sql } from 'kysely';

import type { DB } from '../db/schema';

// Page views per path and UTC day: no cookie, no address, nothing about the visitor.

/** New paths stored a day; views of further paths that day are not kept (made-up URLs 404 anyway). */
export const MAX_VIEWED_PATHS_PER_DAY = 5_000;
/** Days of views kept: the insights' longest period is 365 days. */
export const PAGE_VIEW_RETENTION_DAYS = 400;

/** Adds a batch of counts, keyed "day|path"; a day's new paths stop at MAX_VIEWED_PATHS_PER_DAY. */
export async function recordPageViews(db: DB, counts: Map<string, number>): Promise<void> {
  const byDay = new Map<string, { path: string; views: number }[]>();
  for (const [key, views] of counts) {
    const at = key.indexOf('|');
    const day = key.slice(0, at);
    byDay.set(day, [...(byDay.get(day) ?? []), { path: key.slice(at + 1), views }]);
  }
  for (const [day, rows] of byDay) {
    const kept = await withinDailyPaths(db, day, rows);
    for (let i = 0; i < kept.length; i += 200) {
      await db
        .insertInto('page_views')
        .values(kept.slice(i, i + 200).map((row) => ({ day, ...row })))
        .onConflict((oc) =>
          oc
            .columns(['day', 'path'])
            .doUpdateSet({ views: sql`page_views.views + excluded.views` }),
        )
        .execute();
    }
  }
}

/** The rows whose path the day already has, and as many new ones as its limit still allows. */
async function withinDailyPaths<T extends { path: string }>(
  db: DB,
  day: string,
  rows: T[],
): Promise<T[]> {
  const { stored } = await db
    .selectFrom('page_views')
    .select((eb) => eb.fn.countAll<string | number>().as('stored'))
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  let room = MAX_VIEWED_PATHS_PER_DAY - Number(stored);
  if (room >= rows.length) return rows;
  const known = new Set<string>();
  for (let i = 0; i < rows.length; i += 500) {
    const found = await db
      .selectFrom('page_views')
      .select('path')
      .where('day', '=', day)
      .where(
        'path',
        'in',
        rows.slice(i, i + 500).map((row) => row.path),
      )
      .execute();
    for (const row of found) known.add(row.path);
  }
  return rows.filter((row) => known.has(row.path) || room-- > 0);
}

/** Deletes the views of days past the retention period. */
export async function purgeOldPageViews(db: DB, now = new Date()): Promise<void> {
  const oldest = new Date(now.getTime() - PAGE_VIEW_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  await db.deleteFrom('page_views').where('day', '<', oldest.toISOString().slice(0, 10)).execute();
}

/** Views per path over the days from `since` to `until` (YYYY-MM-DD, both included). */
export async function viewsByPath(
  db: DB,
  since: string,
  until: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('page_views')
    .select(['path', (eb) => eb.fn.sum<string | number>('views').as('views')])
    .where('day', '>=', since)
    .where('day', '<=', until)
    .groupBy('path')
    .execute();
  return new Map(rows.map((row) => [row.path, Number(row.views)]));
}
