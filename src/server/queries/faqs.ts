import 'server-only';

import { randomUUID } from 'node:crypto';

import type { FaqData } from '@/lib/validation/faq';

import type { DB } from '../db/schema';
import type { FaqPage } from '../db/schema';
import { nowIso } from '../db/values';
import { nextPosition, swapWithNeighbour } from './ordering';
import { moveToTrash } from './trash';

// The FAQs of the home and contact pages, each page's list in its own order.

export type Faq = { id: string; question: string; answer: string; hidden: boolean };

export async function listFaqs(db: DB, page: FaqPage, options: { visibleOnly: boolean }) {
  let query = db
    .selectFrom('faqs')
    .selectAll()
    .where('page', '=', page)
    .orderBy('position')
    .orderBy('id');
  if (options.visibleOnly) query = query.where('hidden', '=', 0);
  const rows = await query.execute();
  return rows.map((r): Faq => ({
    id: r.id,
    question: r.question,
    answer: r.answer,
    hidden: r.hidden === 1,
  }));
}

export async function createFaq(db: DB, page: FaqPage, data: FaqData): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await db
    .insertInto('faqs')
    .values({
      id,
      page,
      question: data.question,
      answer: data.answer,
      hidden: data.hidden ? 1 : 0,
      position: await nextPosition(db, 'faqs', page),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Saves a FAQ of the page; false when the page has none with the id. */
export async function updateFaq(db: DB, page: FaqPage, id: string, data: FaqData) {
  const result = await db
    .updateTable('faqs')
    .set({
      question: data.question,
      answer: data.answer,
      hidden: data.hidden ? 1 : 0,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('page', '=', page)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Moves a FAQ of the page to the trash; null when the page has no such FAQ. */
export async function deleteFaq(
  db: DB,
  page: FaqPage,
  id: string,
  by?: string,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const faq = await trx
      .selectFrom('faqs')
      .select('id')
      .where('id', '=', id)
      .where('page', '=', page)
      .executeTakeFirst();
    const trashId = faq && (await moveToTrash(trx, 'faq', id, by));
    if (trashId) await trx.deleteFrom('faqs').where('id', '=', id).execute();
    return trashId ?? null;
  });
}

/** Hides a FAQ of the page (kept, not shown) or shows it; false when the page has no such FAQ. */
export async function setFaqHidden(db: DB, page: FaqPage, id: string, hidden: boolean) {
  const result = await db
    .updateTable('faqs')
    .set({ hidden: hidden ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', id)
    .where('page', '=', page)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Moves a FAQ up (-1) or down (1) within its page's list. */
export async function moveFaq(db: DB, page: FaqPage, id: string, direction: -1 | 1) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('faqs')
      .select('id')
      .where('page', '=', page)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return swapWithNeighbour(
      trx,
      'faqs',
      rows.map((r) => r.id),
      id,
      direction,
    );
  });
}
