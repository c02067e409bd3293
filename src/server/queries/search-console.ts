import 'server-only';

import type { PerformanceKind, PerformanceRow } from '@/lib/search-console/performance-csv';
import type { SearchConsoleRange } from '@/lib/validation/search-console-import';

import type { DB } from '../db/schema';

// Search Console's performance rows per imported date range: one import of a range and kind
// replaces the one before it, so importing a file twice never doubles it.

export type PerformanceImport = SearchConsoleRange & { kind: PerformanceKind; rows: number };

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
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('search_console_rows')
        .values(rows.slice(i, i + 500).map((row) => ({ ...range, kind, ...row })))
        .execute();
  });
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
