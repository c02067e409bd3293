import 'server-only';

import { randomUUID } from 'node:crypto';

import { sql, type SqlBool } from 'kysely';

import { dateFilterStart } from '@/lib/admin/submission-filters';

import type { DB } from '../db/client';
import { nowIso, parseJson, toIso, toJson } from '../db/values';

export type NewEnquiry = {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  service: string;
  city?: string;
  message: string;
  sourcePage?: string;
  referrer?: string;
  utm?: Record<string, string>;
};

const orNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

/** Stores an enquiry with status 'new' and returns its id. */
export async function insertEnquiry(db: DB, enquiry: NewEnquiry): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await db
    .insertInto('form_submissions')
    .values({
      id,
      name: enquiry.name,
      email: enquiry.email,
      phone: orNull(enquiry.phone),
      company: orNull(enquiry.company),
      service_interest: enquiry.service,
      city: orNull(enquiry.city),
      message: enquiry.message,
      status: 'new',
      source_page: orNull(enquiry.sourcePage),
      referrer: orNull(enquiry.referrer),
      utm: enquiry.utm && Object.keys(enquiry.utm).length ? toJson(enquiry.utm) : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export type Submission = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  serviceInterest: string | null;
  city: string | null;
  message: string;
  status: string;
  createdAt: string;
  sourcePage: string | null;
  referrer: string | null;
  utm: Record<string, string>;
};

type SubmissionRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service_interest: string | null;
  city: string | null;
  message: string;
  status: string;
  created_at: Date | string;
  source_page: string | null;
  referrer: string | null;
  utm: unknown;
};

function toSubmission(row: SubmissionRow): Submission {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    serviceInterest: row.service_interest,
    city: row.city,
    message: row.message,
    status: row.status,
    createdAt: toIso(row.created_at),
    sourcePage: row.source_page,
    referrer: row.referrer,
    utm: parseJson<Record<string, string>>(row.utm, {}),
  };
}

const submissionColumns = [
  'id',
  'name',
  'email',
  'phone',
  'company',
  'service_interest',
  'city',
  'message',
  'status',
  'created_at',
  'source_page',
  'referrer',
  'utm',
] as const;

export type SubmissionQuery = { q: string; status: string; service: string; date: string };

function filtered(db: DB, filters: SubmissionQuery, now: Date) {
  let query = db.selectFrom('form_submissions');
  if (filters.status !== 'all') query = query.where('status', '=', filters.status);
  if (filters.service !== 'all') query = query.where('service_interest', '=', filters.service);
  const since = dateFilterStart(filters.date, now);
  if (since) query = query.where('created_at', '>=', since);
  if (filters.q) {
    // lower() on both sides: case-insensitive on SQLite and PostgreSQL alike; % and _ match literally.
    const pattern = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or(
        (['name', 'email', 'company', 'city', 'message'] as const).map(
          (column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return query;
}

/** One page of enquiries, newest first, with the total that match the filters. */
export async function listSubmissions(
  db: DB,
  filters: SubmissionQuery & { page: number },
  options: { now?: Date; pageSize: number },
): Promise<{ submissions: Submission[]; total: number }> {
  const base = filtered(db, filters, options.now ?? new Date());
  const { count } = await base
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select(submissionColumns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.pageSize)
    .offset((filters.page - 1) * options.pageSize)
    .execute();
  return { submissions: rows.map(toSubmission), total: Number(count) };
}

/** Every matching enquiry, newest first, read in batches so a large export never sits in memory. */
export async function* iterateSubmissions(
  db: DB,
  filters: SubmissionQuery,
  options: { now?: Date; batchSize?: number } = {},
): AsyncGenerator<Submission> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 500;
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    let query = filtered(db, filters, now).select(submissionColumns);
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
    for (const row of rows) yield toSubmission(row);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: toIso(last.created_at), id: last.id };
  }
}

export async function getSubmission(db: DB, id: string): Promise<Submission | null> {
  const row = await db
    .selectFrom('form_submissions')
    .select(submissionColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toSubmission(row) : null;
}

/** True when the enquiry existed and now has the status. */
export async function updateSubmissionStatus(db: DB, id: string, status: string): Promise<boolean> {
  const result = await db
    .updateTable('form_submissions')
    .set({ status, updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSubmission(db: DB, id: string): Promise<boolean> {
  const result = await db.deleteFrom('form_submissions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
