import 'server-only';

import { sql, type Selectable } from 'kysely';

import type { DB } from '../db/schema';
import { utcDay } from '../db/dialect';
import type { EnquiryCountsTable, EnquiriesTable } from '../db/schema';
import { toIso } from '../db/values';

// The insights' counts of enquiries (spam left out) per day and dimension value, adjusted in the
// same transaction as every write that adds, removes or un-spams an enquiry.

type Dimension = EnquiryCountsTable['dimension'];

export const dimensionColumns = {
  service: 'service_interest',
  city: 'city',
  landing: 'landing_path',
  source: 'lead_source',
  // Only the audit form's enquiries: the audits asked for, per landing page.
  audit: 'landing_path',
} as const satisfies Record<Dimension, string>;

const counts = (dimension: Dimension, enquiry: Pick<CountedEnquiry, 'origin'>) =>
  dimension !== 'audit' || enquiry.origin === 'audit';

/** The columns of an enquiry its counts depend on. */
export const countedColumns = [
  'status',
  'created_at',
  'service_interest',
  'city',
  'landing_path',
  'lead_source',
  'origin',
] as const;

export type CountedEnquiry = Pick<Selectable<EnquiriesTable>, (typeof countedColumns)[number]>;

/** What the counts need of the enquiries `ids`. */
export function countedRows(db: DB, ids: string[]): Promise<CountedEnquiry[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('form_submissions').select(countedColumns).where('id', 'in', ids).execute();
}

/** Adds (+1) or removes (-1) the enquiries from the counts; spam ones are not counted anyway. */
export async function adjustEnquiryCounts(
  db: DB,
  enquiries: CountedEnquiry[],
  delta: 1 | -1,
): Promise<void> {
  const totals = new Map<
    string,
    { dimension: Dimension; key: string; day: string; count: number }
  >();
  for (const enquiry of enquiries) {
    if (enquiry.status === 'spam') continue;
    const day = toIso(enquiry.created_at).slice(0, 10);
    for (const [dimension, column] of Object.entries(dimensionColumns) as [
      Dimension,
      keyof CountedEnquiry,
    ][]) {
      if (!counts(dimension, enquiry)) continue;
      const key = (enquiry[column] as string | null) ?? '';
      const id = `${dimension}|${day}|${key}`;
      const row = totals.get(id) ?? { dimension, key, day, count: 0 };
      row.count += delta;
      totals.set(id, row);
    }
  }
  const rows = [...totals.values()];
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('enquiry_counts')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) =>
        oc
          .columns(['dimension', 'day', 'key'])
          .doUpdateSet({ count: sql`enquiry_counts.count + excluded.count` }),
      )
      .execute();
  }
  if (delta < 0) await db.deleteFrom('enquiry_counts').where('count', '<=', 0).execute();
}

/** Counts everything again from the enquiries: after a fixture or a repair. */
export async function rebuildEnquiryCounts(db: DB): Promise<void> {
  const day = utcDay(db, 'created_at');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('enquiry_counts').execute();
    for (const [dimension, column] of Object.entries(dimensionColumns)) {
      const key = sql<string>`coalesce(${sql.ref(column)}, '')`;
      await trx
        .insertInto('enquiry_counts')
        .columns(['dimension', 'key', 'day', 'count'])
        .expression(
          trx
            .selectFrom('form_submissions')
            .select([
              sql<string>`${dimension}`.as('dimension'),
              key.as('key'),
              day.as('day'),
              (eb) => eb.fn.countAll<number>().as('count'),
            ])
            .where('status', '!=', 'spam')
            .$if(dimension === 'audit', (qb) => qb.where('origin', '=', 'audit'))
            .groupBy([key, day]),
        )
        .execute();
    }
  });
}
