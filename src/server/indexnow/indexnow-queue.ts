import 'server-only';

import { randomUUID } from 'node:crypto';

import type { DB } from '../db/schema';
import { toJson } from '../db/values';

// What changed on the public site since the last notice: the sitemap's URLs and their lastmod,
// compared with the snapshot of the last notice (app_state 'indexnow_snapshot'). A URL added, one
// whose lastmod moved, and one that left the sitemap (deleted, unpublished) are queued once, in
// batches IndexNow takes (10,000 URLs at most).

const SNAPSHOT = 'indexnow_snapshot';
export const INDEXNOW_BATCH = 10_000;

export type PublicUrl = { url: string; lastModified?: string | Date };
type Snapshot = Record<string, string>;

const snapshotOf = (entries: readonly PublicUrl[]): Snapshot =>
  Object.fromEntries(
    entries.map((e) => [
      e.url,
      e.lastModified instanceof Date ? e.lastModified.toISOString() : (e.lastModified ?? ''),
    ]),
  );

/**
 * Queues the URLs that changed; returns how many. The first call only records the snapshot: a key
 * set for the first time does not send the whole site.
 */
export async function queueChangedUrls(
  db: DB,
  entries: readonly PublicUrl[],
  at = new Date(),
): Promise<number> {
  const next = snapshotOf(entries);
  const value = JSON.stringify(next);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('app_state')
      .select('value')
      .where('name', '=', SNAPSHOT)
      .executeTakeFirst();
    const now = at.toISOString();
    if (!row) {
      await trx
        .insertInto('app_state')
        .values({ name: SNAPSHOT, value, updated_at: now })
        .execute();
      return 0;
    }
    const before = JSON.parse(row.value) as Snapshot;
    const changed = [
      ...Object.keys(next).filter((url) => before[url] !== next[url]),
      ...Object.keys(before).filter((url) => !(url in next)),
    ];
    if (changed.length === 0) return 0;
    // Another instance that diffed the same change first has moved the snapshot: nothing to do.
    const moved = await trx
      .updateTable('app_state')
      .set({ value, updated_at: now })
      .where('name', '=', SNAPSHOT)
      .where('value', '=', row.value)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return 0;
    for (let i = 0; i < changed.length; i += INDEXNOW_BATCH)
      await trx
        .insertInto('indexnow_submissions')
        .values({
          id: randomUUID(),
          urls: toJson(changed.slice(i, i + INDEXNOW_BATCH)),
          status: 'pending',
          attempts: 0,
          last_status_code: null,
          last_error: null,
          next_attempt_at: now,
          created_at: now,
          sent_at: null,
        })
        .execute();
    return changed.length;
  });
}
