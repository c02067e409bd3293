import 'server-only';

import type { PerformanceKind, PerformanceRow } from '@/lib/search-console/performance-csv';
import type { SearchConsoleRange } from '@/lib/validation/search-console-import';

import type { DB } from '../db/schema';

// Search Console's performance rows per imported date range: one import of a range and kind
// replaces the one before it, so importing a file twice never doubles it.

export type PerformanceImport = SearchConsoleRange & { kind: PerformanceKind; rows: number };

/** Imports kept of each kind (pages, queries): the newest ranges; an older one goes. */
export const KEPT_IMPORTS = 12;
/** As long as Search Console itself keeps its data: ranges ending earlier are deleted. */
export const SEARCH_CONSOLE_RETENTION_DAYS = 16 * 31;

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Stores an import in place of the one of the same range and kind, in batches with the event loop
 * free between them (a 1 MB file is some 20,000 rows), then keeps the newest KEPT_IMPORTS.
 */
export async function replacePerformance(
  db: DB,
  range: SearchConsoleRange,
  kind: PerformanceKind,
  rows: readonly PerformanceRow[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('search_console_rows')
      .where('since', '=', range.since)
      .where('until', '=', range.until)
      .where('kind', '=', kind)
      .executeTakeFirst();
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('search_console_rows')
        .values(rows.slice(i, i + 500).map((row) => ({ ...range, kind, ...row })))
        .execute();
      await yieldToRequests();
    }
    const older = await trx
      .selectFrom('search_console_rows')
      .select(['since', 'until'])
      .where('kind', '=', kind)
      .groupBy(['since', 'until'])
      .orderBy('until', 'desc')
      .orderBy('since', 'desc')
      .offset(KEPT_IMPORTS)
      .limit(1000)
      .execute();
    for (const old of older)
      await trx
        .deleteFrom('search_console_rows')
        .where('kind', '=', kind)
        .where('since', '=', old.since)
        .where('until', '=', old.until)
        .execute();
  });
}

/** Deletes the imports whose range ended before Search Console's own retention. */
export async function purgeOldPerformance(db: DB, now = new Date()): Promise<void> {
  const oldest = new Date(now.getTime() - SEARCH_CONSOLE_RETENTION_DAYS * 86_400_000);
  await db
    .deleteFrom('search_console_rows')
    .where('until', '<', oldest.toISOString().slice(0, 10))
    .execute();
}

/** Every import, the latest range first. */
export async function listPerformanceImports(db: DB): Promise<PerformanceImport[]> {
  const rows = await db
    .selectFrom('search_console_rows')
    .select(['since', 'until', 'kind', (eb) => eb.fn.countAll<string | number>().as('rows')])
    .groupBy(['since', 'until', 'kind'])
    .orderBy('until', 'desc')
    .orderBy('since', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, kind: row.kind, rows: Number(row.rows) }));
}

/** One import's rows, most clicks first. */
export async function performanceRows(
  db: DB,
  range: SearchConsoleRange,
  kind: PerformanceKind,
): Promise<PerformanceRow[]> {
  const rows = await db
    .selectFrom('search_console_rows')
    .select(['key', 'clicks', 'impressions', 'position'])
    .where('since', '=', range.since)
    .where('until', '=', range.until)
    .where('kind', '=', kind)
    .orderBy('clicks', 'desc')
    .orderBy('impressions', 'desc')
    .orderBy('key')
    .execute();
  return rows.map((row) => ({
    key: row.key,
    clicks: Number(row.clicks),
    impressions: Number(row.impressions),
    position: Number(row.position),
  }));
}
