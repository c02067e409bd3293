import 'server-only';

import { sql } from 'kysely';

import { daysBefore } from '@/lib/page-views';

import type { DB } from '../db/schema';
import { slices, withinDailyLimit } from './daily-limit';

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
    const kept = await withinDailyLimit({
      rows,
      stored: await rowsOfDay(db, day),
      limit: MAX_VIEWED_PATHS_PER_DAY,
      keyOf: (row) => row.path,
      storedKeysIn: async (some) => {
        const paths = some.map((row) => row.path);
        const stored = db.selectFrom('page_views').select('path');
        const found = await stored.where('day', '=', day).where('path', 'in', paths).execute();
        return found.map((row) => row.path);
      },
    });
    for (const some of slices(kept, 200))
      await db
        .insertInto('page_views')
        .values(some.map((row) => ({ day, ...row })))
        .onConflict((oc) =>
          oc
            .columns(['day', 'path'])
            .doUpdateSet({ views: sql`page_views.views + excluded.views` }),
        )
        .execute();
  }
}

async function rowsOfDay(db: DB, day: string): Promise<number> {
  const { stored } = await db
    .selectFrom('page_views')
    .select((eb) => eb.fn.countAll<string | number>().as('stored'))
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return Number(stored);
}

/** Deletes the views of days past the retention period. */
export async function purgeOldPageViews(db: DB, now = new Date()): Promise<void> {
  const oldest = daysBefore(now, PAGE_VIEW_RETENTION_DAYS);
  await db.deleteFrom('page_views').where('day', '<', oldest).execute();
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
