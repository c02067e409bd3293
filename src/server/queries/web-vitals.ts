import 'server-only';

import { sql } from 'kysely';

import type { DeviceClass, PageTemplate } from '@/lib/web-vitals/page-kinds';
import type { StoredBucket } from '@/lib/web-vitals/template-vitals';
import { bucketOf, rateVital, VITALS, type Vital } from '@/lib/web-vitals/vitals';
import { daysBefore } from '@/lib/page-views';

import type { DB } from '../db/schema';
import type { DayRange } from './lead-insights';

// Core Web Vitals from real visitors, as counts: a visit adds one to a bucket per metric it
// reported, and to its page's row of the day. The bucket rows are bounded by their key (6
// templates × 3 devices × 61 buckets: 1,098 a day at most), the page rows by MAX_VITAL_PAGES_PER_DAY.

/** Pages a day may add; visits to further pages that day count in the buckets only. */
export const MAX_VITAL_PAGES_PER_DAY = 5_000;
/** Days kept: the insights show 28; the rest lets a change be compared with the weeks before. */
export const WEB_VITALS_RETENTION_DAYS = 90;

export type MeasuredVisit = {
  day: string;
  path: string;
  template: PageTemplate;
  device: DeviceClass;
  values: Partial<Record<Vital, number>>;
};

/** Counts one visit; false when its page was not kept because the day has its most pages. */
export async function recordWebVitals(db: DB, visit: MeasuredVisit): Promise<boolean> {
  const measured = VITALS.filter((vital) => visit.values[vital] !== undefined);
  const { day, template, device } = visit;
  if (measured.length === 0) return true;
  await db
    .insertInto('web_vital_buckets')
    .values(
      measured.map((metric) => ({
        day,
        template,
        device,
        metric,
        bucket: bucketOf(metric, visit.values[metric] ?? 0),
        visits: 1,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['day', 'template', 'device', 'metric', 'bucket'])
        .doUpdateSet({ visits: sql`web_vital_buckets.visits + 1` }),
    )
    .execute();
  const poor = (vital: Vital) => {
    const value = visit.values[vital];
    return value !== undefined && rateVital(vital, value) === 'poor' ? 1 : 0;
  };
  const counts = {
    visits: 1,
    poor_visits: VITALS.some((vital) => poor(vital)) ? 1 : 0,
    lcp_poor: poor('lcp'),
    inp_poor: poor('inp'),
    cls_poor: poor('cls'),
  };
  // One set of increments for the row that is there and for an insert that meets a row just made.
  const added = (column: keyof typeof counts) =>
    sql<number>`${sql.ref(`web_vital_pages.${column}`)} + ${counts[column]}`;
  const increments = {
    visits: added('visits'),
    poor_visits: added('poor_visits'),
    lcp_poor: added('lcp_poor'),
    inp_poor: added('inp_poor'),
    cls_poor: added('cls_poor'),
  };
  const existing = await db
    .updateTable('web_vital_pages')
    .set(increments)
    .where('day', '=', day)
    .where('path', '=', visit.path)
    .executeTakeFirst();
  if (Number(existing.numUpdatedRows) > 0) return true;
  const { rows } = await db
    .selectFrom('web_vital_pages')
    .select((eb) => eb.fn.countAll<string | number>().as('rows'))
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  if (Number(rows) >= MAX_VITAL_PAGES_PER_DAY) return false;
  await db
    .insertInto('web_vital_pages')
    .values({ day, path: visit.path, ...counts })
    .onConflict((oc) => oc.columns(['day', 'path']).doUpdateSet(increments))
    .execute();
  return true;
}

/** The bucket counts of the range (days both included), summed over its days. */
export async function vitalBuckets(db: DB, range: DayRange): Promise<StoredBucket[]> {
  const rows = await db
    .selectFrom('web_vital_buckets')
    .select([
      'template',
      'device',
      'metric',
      'bucket',
      (eb) => eb.fn.sum<string | number>('visits').as('visits'),
    ])
    .where('day', '>=', range.since)
    .where('day', '<=', range.until)
    .groupBy(['template', 'device', 'metric', 'bucket'])
    .execute();
  return rows.map((row) => ({ ...row, bucket: Number(row.bucket), visits: Number(row.visits) }));
}

export type VitalPage = {
  path: string;
  visits: number;
  poorVisits: number;
  poor: Record<Vital, number>;
};

/** The pages with the most visits that had a poor metric over the range, most first. */
export async function worstVitalPages(db: DB, range: DayRange, limit = 10): Promise<VitalPage[]> {
  const total = (column: 'visits' | 'poor_visits' | `${Vital}_poor`) =>
    sql<string | number>`sum(${sql.ref(column)})`;
  const rows = await db
    .selectFrom('web_vital_pages')
    .select([
      'path',
      total('visits').as('visits'),
      total('poor_visits').as('poor_visits'),
      total('lcp_poor').as('lcp_poor'),
      total('inp_poor').as('inp_poor'),
      total('cls_poor').as('cls_poor'),
    ])
    .where('day', '>=', range.since)
    .where('day', '<=', range.until)
    .groupBy('path')
    .having(total('poor_visits'), '>', 0)
    .orderBy(total('poor_visits'), 'desc')
    .orderBy(total('visits'), 'asc')
    .orderBy('path')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    path: row.path,
    visits: Number(row.visits),
    poorVisits: Number(row.poor_visits),
    poor: { lcp: Number(row.lcp_poor), inp: Number(row.inp_poor), cls: Number(row.cls_poor) },
  }));
}

/** Deletes the days past the retention period. */
export async function purgeOldWebVitals(db: DB, now = new Date()): Promise<void> {
  const oldest = daysBefore(now, WEB_VITALS_RETENTION_DAYS);
  await db.deleteFrom('web_vital_buckets').where('day', '<', oldest).execute();
  await db.deleteFrom('web_vital_pages').where('day', '<', oldest).execute();
}
