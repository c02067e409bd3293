import 'server-only';

import { sql } from 'kysely';

import type { DB } from '../db/client';

// Page views per path and UTC day: no cookie, no address, nothing about the visitor.

/** Adds a batch of counts, keyed "day|path". */
export async function recordPageViews(db: DB, counts: Map<string, number>): Promise<void> {
  if (counts.size === 0) return;
  const rows = [...counts].map(([key, views]) => {
    const at = key.indexOf('|');
    return { day: key.slice(0, at), path: key.slice(at + 1), views };
  });
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('page_views')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) =>
        oc.columns(['day', 'path']).doUpdateSet({ views: sql`page_views.views + excluded.views` }),
      )
      .execute();
  }
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
