import 'server-only';

import { sql } from 'kysely';

import type { ContactChannel } from '@/lib/validation/contact-click';
import { daysBefore } from '@/lib/page-views';

import type { DB } from '../db/schema';
import type { DayRange } from './lead-insights';
import { PAGE_VIEW_RETENTION_DAYS } from './page-views';

// WhatsApp and call button presses per UTC day, landing page and source: counts, like page views,
// with no cookie and nothing about the visitor.

/** Rows a day may add; presses on further pages that day are not kept. */
export const MAX_CLICK_ROWS_PER_DAY = 5_000;

export type ClickKey = { day: string; path: string; channel: ContactChannel; source: string };

/** Counts one press; false when the day's rows are full and the press was a new row. */
export async function recordContactClick(db: DB, key: ClickKey): Promise<boolean> {
  const existing = await db
    .updateTable('contact_clicks')
    .set({ clicks: sql`clicks + 1` })
    .where('day', '=', key.day)
    .where('path', '=', key.path)
    .where('channel', '=', key.channel)
    .where('source', '=', key.source)
    .executeTakeFirst();
  if (Number(existing.numUpdatedRows) > 0) return true;
  const { rows } = await db
    .selectFrom('contact_clicks')
    .select((eb) => eb.fn.countAll<string | number>().as('rows'))
    .where('day', '=', key.day)
    .executeTakeFirstOrThrow();
  if (Number(rows) >= MAX_CLICK_ROWS_PER_DAY) return false;
  await db
    .insertInto('contact_clicks')
    .values({ ...key, clicks: 1 })
    .onConflict((oc) =>
      oc
        .columns(['day', 'path', 'channel', 'source'])
        .doUpdateSet({ clicks: sql`contact_clicks.clicks + 1` }),
    )
    .execute();
  return true;
}

export type ClickCount = { path: string; channel: ContactChannel; clicks: number };

/** Presses of the range (days both included) per landing page and channel, most first. */
export async function clicksByPath(db: DB, range: DayRange): Promise<ClickCount[]> {
  const rows = await db
    .selectFrom('contact_clicks')
    .select(['path', 'channel', (eb) => eb.fn.sum<string | number>('clicks').as('clicks')])
    .where('day', '>=', range.since)
    .where('day', '<=', range.until)
    .groupBy(['path', 'channel'])
    .execute();
  return rows
    .map((row) => ({
      path: row.path,
      channel: row.channel,
      clicks: Number(row.clicks),
    }))
    .sort((a, b) => b.clicks - a.clicks || a.path.localeCompare(b.path));
}

/** Deletes the presses of days past the page views' retention period. */
export async function purgeOldContactClicks(db: DB, now = new Date()): Promise<void> {
  const oldest = daysBefore(now, PAGE_VIEW_RETENTION_DAYS);
  await db.deleteFrom('contact_clicks').where('day', '<', oldest).execute();
}
