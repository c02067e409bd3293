import 'server-only';

import { sql } from 'kysely';

import type { PerformanceKind, PerformanceRow } from '@/lib/search-console/performance-csv';

import type { DB } from '../db/schema';

// A client's Search Console figures, by month (db/tables/clients.ts): an import of a month and
// kind replaces the one before it, so importing a file twice never doubles it.

export type ClientSearchTotals = {
  month: string;
  /** What was imported for the month. */
  kinds: PerformanceKind[];
  clicks: number;
  impressions: number;
  /** The average position, weighted by impressions; null without impressions. */
  position: number | null;
};

/** Stores a month's export of one kind in place of the one before, in one transaction. */
export async function replaceClientSearchMonth(
  db: DB,
  target: { clientId: string; month: string; kind: PerformanceKind },
  rows: readonly PerformanceRow[],
): Promise<{ replaced: boolean }> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('client_search_rows')
      .where('client_id', '=', target.clientId)
      .where('month', '=', target.month)
      .where('kind', '=', target.kind)
      .executeTakeFirst();
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('client_search_rows')
        .values(
          rows.slice(i, i + 500).map((row) => ({
            client_id: target.clientId,
            month: target.month,
            kind: target.kind,
            ...row,
          })),
        )
        .execute();
    return { replaced: Number(removed.numDeletedRows) > 0 };
  });
}

/**
 * A client's months with their totals, newest first: from its pages when they were imported
 * (Search Console leaves rare queries out of Queries.csv, not pages out of Pages.csv), else from
 * its queries.
 */
export async function clientSearchMonths(db: DB, clientId: string): Promise<ClientSearchTotals[]> {
  return (await clientsSearchMonths(db, [clientId])).get(clientId) ?? [];
}

/** clientSearchMonths of each of the clients, in one query. */
export async function clientsSearchMonths(
  db: DB,
  clientIds: readonly string[],
): Promise<Map<string, ClientSearchTotals[]>> {
  const byClient = new Map<string, Map<string, ClientSearchTotals>>();
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('client_search_rows')
    .select((eb) => [
      'client_id',
      'month',
      'kind',
      eb.fn.sum<number | string>('clicks').as('clicks'),
      eb.fn.sum<number | string>('impressions').as('impressions'),
      eb.fn.sum<number | string>(eb('position', '*', eb.ref('impressions'))).as('weighted'),
    ])
    .where('client_id', 'in', clientIds)
    .groupBy(['client_id', 'month', 'kind'])
    .orderBy('month', 'desc')
    .execute();
  for (const row of rows) {
    const months = byClient.get(row.client_id) ?? new Map<string, ClientSearchTotals>();
    const month = months.get(row.month) ?? {
      month: row.month,
      kinds: [],
      clicks: 0,
      impressions: 0,
      position: null,
    };
    month.kinds.push(row.kind);
    if (row.kind === 'page' || month.kinds.length === 1) {
      const impressions = Number(row.impressions);
      month.clicks = Number(row.clicks);
      month.impressions = impressions;
      month.position = impressions > 0 ? Number(row.weighted) / impressions : null;
    }
    months.set(row.month, month);
    byClient.set(row.client_id, months);
  }
  return new Map(
    [...byClient].map(([id, months]) => [
      id,
      [...months.values()].map((m) => ({ ...m, kinds: m.kinds.sort() })),
    ]),
  );
}

export type ClientSearchTop = { month: string; kind: PerformanceKind } & PerformanceRow;

/**
 * The client's `perMonth` pages and queries with the most clicks in each month (then the most
 * impressions), newest month first: ranked by the database, so a month of thousands of queries is
 * never read whole.
 */
export async function clientSearchTop(
  db: DB,
  clientId: string,
  perMonth: number,
): Promise<ClientSearchTop[]> {
  const ranked = db
    .selectFrom('client_search_rows')
    .select([
      'month',
      'kind',
      'key',
      'clicks',
      'impressions',
      'position',
      sql<number>`row_number() over (partition by month, kind order by clicks desc, impressions desc, key)`.as(
        'rank',
      ),
    ])
    .where('client_id', '=', clientId)
    .as('ranked');
  return db
    .selectFrom(ranked)
    .select(['month', 'kind', 'key', 'clicks', 'impressions', 'position'])
    .where('rank', '<=', perMonth)
    .orderBy('month', 'desc')
    .orderBy('kind')
    .orderBy('rank')
    .execute();
}
