import 'server-only';

import { sql } from 'kysely';

import type { FunnelEnquiry } from '@/lib/enquiries/client-funnel';

import type { DB } from '../db/schema';
import type { DayRange } from './lead-insights';

// The enquiries of a period (spam left out) with what became of each: a call booked, a quote sent,
// won, and the value of its accepted quotes. One row per enquiry: a year of an agency's enquiries is
// a few thousand rows, summed by lib/enquiries/client-funnel.ts.

export async function funnelEnquiries(db: DB, range: DayRange): Promise<FunnelEnquiry[]> {
  const until = new Date(Date.parse(`${range.until}T00:00:00Z`) + 24 * 60 * 60 * 1000);
  const rows = await db
    .selectFrom('form_submissions as f')
    .select([
      'f.landing_path',
      'f.city',
      'f.service_interest',
      'f.lead_source',
      'f.status',
      sql<number>`case when exists (select 1 from call_bookings b where b.submission_id = f.id) then 1 else 0 end`.as(
        'calls',
      ),
      sql<number>`case when exists (select 1 from quotes q where q.submission_id = f.id and q.sent_at is not null) then 1 else 0 end`.as(
        'quoted',
      ),
      sql<
        number | string
      >`coalesce((select sum(q.total_paise) from quotes q where q.submission_id = f.id and q.status = 'accepted'), 0)`.as(
        'value',
      ),
    ])
    .where('f.status', '!=', 'spam')
    .where('f.created_at', '>=', `${range.since}T00:00:00.000Z`)
    .where('f.created_at', '<', until.toISOString())
    .execute();
  return rows.map((row) => ({
    landing: row.landing_path ?? '',
    city: row.city ?? '',
    service: row.service_interest ?? '',
    source: row.lead_source ?? '',
    calls: Number(row.calls) === 1,
    quoted: Number(row.quoted) === 1,
    won: row.status === 'won',
    valuePaise: Number(row.value),
  }));
}
