import 'server-only';

import { randomBytes, randomUUID } from 'node:crypto';

import { financialYearOf } from '@/lib/quotes/quote-totals';
import type { QuoteContent } from '@/lib/validation/quote';

import type { DB } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { nowIso, toIso } from '../db/values';
import { totalOf, type QuoteAnswer } from './quotes';

// Every change to a quote. A quote's number is the next in its financial year, taken by the unique
// (fy, seq): of two quotes numbered at once, the second tries the next number.

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
