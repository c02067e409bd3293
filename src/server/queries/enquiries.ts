import 'server-only';

import type { Selectable } from 'kysely';

import { dateFilterStart } from '@/lib/admin/enquiry-filters';
import { CLOSED_STAGES } from '@/lib/enquiries/stages';

import type { DB } from '../db/schema';
import type { EnquiriesTable, EnquiryOrigin } from '../db/schema';
import { toIso } from '../db/values';
import { jsonColumns, readJson } from '../db/json-columns';
import { anyColumnContains } from '../db/text-search';

export type Enquiry = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** http(s) only: the form refuses any other scheme. */
  website: string | null;
  serviceInterest: string | null;
  city: string | null;
  message: string;
  status: string;
  createdAt: string;
  sourcePage: string | null;
  referrer: string | null;
  utm: Record<string, string>;
  spamReason: string | null;
  noticeVersion: string | null;
  /** The form it came from: the contact form or the free SEO audit. */
  origin: EnquiryOrigin;
  /** Why it was lost, when its stage is lost. */
  lostReason: string | null;
  /** The last quote sent, or the one accepted, in paise; null before any. */
  quoteValuePaise: number | null;
};

type EnquiryRow = Pick<Selectable<EnquiriesTable>, (typeof enquiryColumns)[number]>;

function toEnquiry(row: EnquiryRow): Enquiry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    website: row.website,
    serviceInterest: row.service_interest,
    city: row.city,
    message: row.message,
    status: row.status,
    createdAt: toIso(row.created_at),
    sourcePage: row.source_page,
    referrer: row.referrer,
    utm: readJson(jsonColumns.utm, row.utm, row.id),
    spamReason: row.spam_reason,
    noticeVersion: row.notice_version,
    origin: row.origin,
    lostReason: row.lost_reason,
    quoteValuePaise: row.quote_value_paise === null ? null : Number(row.quote_value_paise),
  };
}

const enquiryColumns = [
  'id',
  'name',
  'email',
  'phone',
  'company',
  'website',
  'service_interest',
  'city',
  'message',
  'status',
  'created_at',
  'source_page',
  'referrer',
  'utm',
  'spam_reason',
  'notice_version',
  'origin',
  'lost_reason',
  'quote_value_paise',
] as const;

export type SubmissionQuery = { q: string; status: string; service: string; date: string };

function filtered(db: DB, filters: SubmissionQuery, now: Date) {
  let query = db.selectFrom('form_submissions');
  // Spam stays out of every view but the Spam filter's.
  query =
    filters.status === 'all'
      ? query.where('status', '!=', 'spam')
      : filters.status === 'closed'
        ? query.where('status', 'in', CLOSED_STAGES)
        : query.where('status', '=', filters.status);
  if (filters.service !== 'all') query = query.where('service_interest', '=', filters.service);
  const since = dateFilterStart(filters.date, now);
  if (since) query = query.where('created_at', '>=', since);
  if (filters.q)
    query = query.where((eb) =>
      anyColumnContains(eb, ['name', 'email', 'company', 'website', 'city', 'message'], filters.q),
    );
  return query;
}

/** One page of enquiries, newest first, with the total that match the filters. */
export async function listEnquiries(
  db: DB,
  filters: SubmissionQuery & { page: number },
  options: { now?: Date; pageSize: number },
): Promise<{ enquiries: Enquiry[]; total: number }> {
  const base = filtered(db, filters, options.now ?? new Date());
  const { count } = await base
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select(enquiryColumns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.pageSize)
    .offset((filters.page - 1) * options.pageSize)
    .execute();
  return { enquiries: rows.map(toEnquiry), total: Number(count) };
}

/** Every matching enquiry, newest first, read in batches so a large export never sits in memory. */
export async function* iterateEnquiries(
  db: DB,
  filters: SubmissionQuery,
  options: { now?: Date; batchSize?: number } = {},
): AsyncGenerator<Enquiry> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 500;
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    let query = filtered(db, filters, now).select(enquiryColumns);
    if (after) {
      const cursor = after;
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '<', cursor.createdAt),
          eb.and([eb('created_at', '=', cursor.createdAt), eb('id', '<', cursor.id)]),
        ]),
      );
    }
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(batchSize)
      .execute();
    for (const row of rows) yield toEnquiry(row);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: toIso(last.created_at), id: last.id };
  }
}

export async function getEnquiry(db: DB, id: string): Promise<Enquiry | null> {
  const row = await db
    .selectFrom('form_submissions')
    .select(enquiryColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toEnquiry(row) : null;
}
