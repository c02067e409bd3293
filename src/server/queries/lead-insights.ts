import 'server-only';

import type { DB } from '../db/client';
import { utcDay } from '../db/dialect';

// Where enquiries come from: counted in the database, spam left out. Each breakdown is one
// GROUP BY over the period's rows, which the (status, created_at) index finds.

export type Count = { key: string; count: number };
export type Period = { since: Date; until: Date };

type Dimension = 'service_interest' | 'city' | 'landing_path' | 'lead_source';

function inPeriod(db: DB, period: Period) {
  return db
    .selectFrom('form_submissions')
    .where('status', '!=', 'spam')
    .where('created_at', '>=', period.since.toISOString())
    .where('created_at', '<', period.until.toISOString());
}

/** Enquiries of the period by one column, most first; empty values read as ''. */
export async function countBy(db: DB, period: Period, column: Dimension): Promise<Count[]> {
  const rows = await inPeriod(db, period)
    .select([column, (eb) => eb.fn.countAll<string | number>().as('count')])
    .groupBy(column)
    .execute();
  return rows
    .map((row) => ({ key: row[column] ?? '', count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** Enquiries per UTC day of the period, for the weekly chart. */
export async function countByDay(db: DB, period: Period): Promise<Map<string, number>> {
  const day = utcDay(db, 'created_at');
  const rows = await inPeriod(db, period)
    .select([day.as('day'), (eb) => eb.fn.countAll<string | number>().as('count')])
    .groupBy(day)
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}

export async function countAll(db: DB, period: Period): Promise<number> {
  const row = await inPeriod(db, period)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
