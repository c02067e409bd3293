import 'server-only';

import { quoteNumber, quoteTotals } from '@/lib/quotes/quote-totals';
import type { QuoteContent } from '@/lib/validation/quote';

import { jsonColumns, readJson } from '../db/json-columns';
import type { DB, QuotesTable } from '../db/schema';
import { toIso } from '../db/values';

// Quotes and their versions, as read (quote-writes.ts changes them).

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
