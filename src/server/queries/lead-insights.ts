import 'server-only';

import type { DB } from '../db/schema';
import type { EnquiryCountsTable } from '../db/schema';

// Where enquiries come from, read from the daily counts (enquiry-counts.ts): a year of them is a
// few thousand rows whatever the number of enquiries.

export type Count = { key: string; count: number };
/** Days as YYYY-MM-DD (UTC), both included. */
export type DayRange = { since: string; until: string };

function inRange(db: DB, dimension: EnquiryCountsTable['dimension'], range: DayRange) {
  return db
    .selectFrom('enquiry_counts')
    .where('dimension', '=', dimension)
    .where('day', '>=', range.since)
    .where('day', '<=', range.until);
}

/** Enquiries of the range by one dimension, most first; no value reads as ''. */
export async function countBy(
  db: DB,
  range: DayRange,
  dimension: EnquiryCountsTable['dimension'],
): Promise<Count[]> {
  const rows = await inRange(db, dimension, range)
    .select(['key', (eb) => eb.fn.sum<string | number>('count').as('count')])
    .groupBy('key')
    .execute();
  return rows
    .map((row) => ({ key: row.key, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** Enquiries per day of the range (every enquiry has one source, so the sources add up to all). */
export async function countByDay(db: DB, range: DayRange): Promise<Map<string, number>> {
  const rows = await inRange(db, 'source', range)
    .select(['day', (eb) => eb.fn.sum<string | number>('count').as('count')])
    .groupBy('day')
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}
