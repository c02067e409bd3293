import 'server-only';

import { sql } from 'kysely';

import type { EnquiryEventKind } from '@/lib/enquiries/timeline-text';

import type { DB } from '../db/schema';
import { isPostgres } from '../db/dialect';
import { timeOrderedId } from '../db/time-ordered-id';
import { nowIso, toIso } from '../db/values';

// An enquiry's timeline: received, mails and webhooks delivered or failed, status changes, notes.

export type EnquiryEvent = {
  id: string;
  kind: EnquiryEventKind;
  detail: string;
  /** Who wrote the note or changed the status; null for what the site did. */
  author: string | null;
  createdAt: string;
};

/**
 * Adds an event to the enquiry's timeline. An enquiry deleted meanwhile (a mail delivered after
 * the admin erased it) gets none, and null: the insert selects the enquiry, so it never fails.
 */
export async function recordEvent(
  db: DB,
  enquiryId: string,
  kind: EnquiryEventKind,
  detail = '',
  { at = nowIso(), author = null }: { at?: string; author?: string | null } = {},
): Promise<EnquiryEvent | null> {
  // Made in order, so events of one millisecond read back in the order they happened.
  const id = timeOrderedId();
  const text = detail.slice(0, 5000);
  // The author column is named only for a team member's event: the site's own name nobody.
  const columns = ['id', 'submission_id', 'kind', 'detail', 'created_at'] as const;
  const result = await db
    .insertInto('enquiry_events')
    .columns(author === null ? [...columns] : [...columns, 'author'])
    .expression(
      db
        .selectFrom('form_submissions')
        .select([
          sql<string>`${id}`.as('id'),
          'id as submission_id',
          sql<string>`${kind}`.as('kind'),
          sql<string>`${text}`.as('detail'),
          (isPostgres(db) ? sql`${at}::timestamptz` : sql.val(at)).as('created_at'),
          ...(author === null ? [] : [sql<string>`${author}`.as('author')]),
        ])
        .where('id', '=', enquiryId),
    )
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return null;
  return { id, kind, detail: text, author, createdAt: at };
}

/** The enquiry's events, oldest first. */
export async function listEvents(db: DB, enquiryId: string): Promise<EnquiryEvent[]> {
  const rows = await db
    .selectFrom('enquiry_events')
    .select(['id', 'kind', 'detail', 'author', 'created_at'])
    .where('submission_id', '=', enquiryId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    detail: row.detail,
    author: row.author,
    createdAt: toIso(row.created_at),
  }));
}
