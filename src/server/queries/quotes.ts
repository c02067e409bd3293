import 'server-only';

import { randomBytes, randomUUID } from 'node:crypto';

import { financialYearOf, quoteNumber, quoteTotals } from '@/lib/quotes/quote-totals';
import type { QuoteContent } from '@/lib/validation/quote';

import { jsonColumns, readJson } from '../db/json-columns';
import type { DB, QuotesTable } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { nowIso, toIso } from '../db/values';

// Quotes and their versions. A quote's number is the next in its financial year, taken by the
// unique (fy, seq): of two quotes numbered at once, the second tries the next number.

export type QuoteStatus = QuotesTable['status'];

export type QuoteAnswer = NonNullable<ReturnType<typeof readAnswer>>;

export type StoredQuote = {
  id: string;
  token: string;
  enquiryId: string;
  number: string;
  version: number;
  status: QuoteStatus;
  content: QuoteContent;
  totalPaise: number;
  createdBy: string;
  createdAt: string;
  sentAt: string | null;
  answeredAt: string | null;
  answer: QuoteAnswer | null;
};

const readAnswer = (value: unknown, id: string) => readJson(jsonColumns.quoteAnswer, value, id);

type Row = Awaited<ReturnType<ReturnType<typeof selectQuotes>['execute']>>[number];

const selectQuotes = (db: DB) =>
  db
    .selectFrom('quotes')
    .select([
      'id',
      'token',
      'submission_id',
      'fy',
      'seq',
      'version',
      'status',
      'content',
      'total_paise',
      'created_by',
      'created_at',
      'sent_at',
      'answered_at',
      'answer',
    ]);

function toQuote(row: Row): StoredQuote | null {
  const content = readJson(jsonColumns.quoteContent, row.content, row.id);
  if (!content) return null;
  return {
    id: row.id,
    token: row.token,
    enquiryId: row.submission_id,
    number: quoteNumber(row.fy, row.seq),
    version: row.version,
    status: row.status,
    content,
    totalPaise: row.total_paise,
    createdBy: row.created_by,
    createdAt: toIso(row.created_at),
    sentAt: row.sent_at ? toIso(row.sent_at) : null,
    answeredAt: row.answered_at ? toIso(row.answered_at) : null,
    answer: readAnswer(row.answer, row.id),
  };
}

/** The total a quote's content comes to, in paise. */
export const totalOf = (content: QuoteContent) =>
  quoteTotals(
    content.lines,
    content.discount,
    content.supplier.stateCode !== '' && content.supplier.stateCode === content.clientState,
  ).total;

/** Makes a draft quote for the enquiry, numbered the next in this financial year. */
export async function createQuote(
  db: DB,
  enquiryId: string,
  content: QuoteContent,
  createdBy: string,
  now = new Date(),
): Promise<string> {
  const fy = financialYearOf(now);
  const id = randomUUID();
  for (let attempt = 0; ; attempt++) {
    const last = await db
      .selectFrom('quotes')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('fy', '=', fy)
      .executeTakeFirst();
    try {
      await db
        .insertInto('quotes')
        .values({
          id,
          token: randomBytes(32).toString('hex'),
          submission_id: enquiryId,
          fy,
          seq: Number(last?.seq ?? 0) + 1,
          version: 1,
          status: 'draft',
          content: JSON.stringify(content),
          total_paise: totalOf(content),
          created_by: createdBy,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
          sent_at: null,
          answered_at: null,
          answer: null,
        })
        .execute();
      return id;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 9) throw error;
    }
  }
}

/**
 * Saves an edit. A quote the client has been sent keeps that version (quote_versions) and becomes
 * a draft of the next one, to be sent again; an answered quote is not changed ('answered').
 */
export async function updateQuote(
  db: DB,
  id: string,
  content: QuoteContent,
): Promise<'saved' | 'answered' | 'gone'> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('quotes')
      .select(['status', 'version', 'content', 'total_paise', 'sent_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return 'gone';
    if (row.status === 'accepted' || row.status === 'declined') return 'answered';
    const now = nowIso();
    if (row.status === 'sent')
      await trx
        .insertInto('quote_versions')
        .values({
          quote_id: id,
          version: row.version,
          content: row.content,
          total_paise: row.total_paise,
          sent_at: row.sent_at ? toIso(row.sent_at) : null,
          created_at: now,
        })
        .execute();
    await trx
      .updateTable('quotes')
      .set({
        content: JSON.stringify(content),
        total_paise: totalOf(content),
        status: 'draft',
        version: row.status === 'sent' ? row.version + 1 : row.version,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    return 'saved';
  });
}

/** Marks a draft quote sent; false when it is not a draft (sent already, or answered). */
export async function markQuoteSent(db: DB, id: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('quotes')
    .set({ status: 'sent', sent_at: now.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records the client's answer to a sent quote, once; false when it was not waiting for one. */
export async function recordQuoteAnswer(
  db: DB,
  id: string,
  answer: QuoteAnswer,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('quotes')
    .set({
      status: answer.action === 'accept' ? 'accepted' : 'declined',
      answered_at: now.toISOString(),
      answer: JSON.stringify(answer),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('status', '=', 'sent')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function quoteById(db: DB, id: string): Promise<StoredQuote | null> {
  const row = await selectQuotes(db).where('id', '=', id).executeTakeFirst();
  return row ? toQuote(row) : null;
}

export async function quoteByToken(db: DB, token: string): Promise<StoredQuote | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const row = await selectQuotes(db).where('token', '=', token).executeTakeFirst();
  return row ? toQuote(row) : null;
}

/** The enquiry's quotes, newest first. */
export async function quotesOfEnquiry(db: DB, enquiryId: string): Promise<StoredQuote[]> {
  const rows = await selectQuotes(db)
    .where('submission_id', '=', enquiryId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(toQuote).filter((quote) => quote !== null);
}

/** The earlier versions a sent quote was edited from, newest first. */
export async function quoteVersions(db: DB, id: string) {
  const rows = await db
    .selectFrom('quote_versions')
    .select(['version', 'total_paise', 'sent_at'])
    .where('quote_id', '=', id)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((row) => ({
    version: row.version,
    totalPaise: row.total_paise,
    sentAt: row.sent_at ? toIso(row.sent_at) : null,
  }));
}
