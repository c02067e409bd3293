import 'server-only';

import { randomUUID } from 'node:crypto';

import type { RedirectRule } from '@/lib/redirects/redirect-table';

import { jsonColumns, readJson } from '../db/json-columns';
import type { Database, DB } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { nowIso, toIso, toJson } from '../db/values';
import { adjustEnquiryCounts, countedRows } from './enquiry-counts';
import { fitRestoredRedirect } from './redirect-rules';
import { bumpRoutingVersion } from './routing-version';
import { captureForTrash, TRASH_KINDS, type TableRows, type TrashKind } from './trash-snapshots';

// The trash: a deleted post, service, city, city page, author, testimonial, leadership member, FAQ,
// redirect or enquiry is kept 30 days (trash-snapshots.ts says what each keeps) and can be restored
// as it was, its URLs and old slugs with it. Emptying the trash, or an entry's 30 days, deletes for
// good.

export const TRASH_DAYS = 30;

export type TrashEntry = {
  id: string;
  kind: TrashKind;
  title: string;
  deletedAt: string;
  deletedBy: string | null;
};

/**
 * Keeps what deleting the record will remove; call it in the delete's transaction, before the
 * delete. Returns the trash entry's id, or null when there is no such record.
 */
export async function moveToTrash(
  trx: DB,
  kind: TrashKind,
  id: string,
  deletedBy: string | null = null,
): Promise<string | null> {
  const captured = await captureForTrash(trx, kind, id);
  if (!captured) return null;
  const trashId = randomUUID();
  await trx
    .insertInto('trash')
    .values({
      id: trashId,
      kind,
      title: captured.title,
      snapshot: toJson(captured.snapshot),
      deleted_at: nowIso(),
      deleted_by: deletedBy,
    })
    .execute();
  return trashId;
}

const isTrashKind = (kind: string): kind is TrashKind =>
  (TRASH_KINDS as readonly string[]).includes(kind);

/** Newest first; only the `kinds` given. */
export async function listTrash(
  db: DB,
  kinds: readonly TrashKind[] = TRASH_KINDS,
): Promise<TrashEntry[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .selectFrom('trash')
    .select(['id', 'kind', 'title', 'deleted_at', 'deleted_by'])
    .where('kind', 'in', kinds)
    .orderBy('deleted_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.flatMap((row) =>
    isTrashKind(row.kind)
      ? [
          {
            id: row.id,
            kind: row.kind,
            title: row.title,
            deletedAt: toIso(row.deleted_at),
            deletedBy: row.deleted_by,
          },
        ]
      : [],
  );
}

export type RestoreResult =
  { ok: true; kind: TrashKind; title: string } | { ok: false; status: 404 | 409; message: string };

async function setLinks(trx: DB, links: { table: string; rows: TableRows['rows'] }[]) {
  for (const { table, rows } of links) {
    for (const { id, ...values } of rows) {
      await trx
        .updateTable(table as 'blog_posts')
        .set(values)
        .where('id', '=', String(id))
        .execute();
    }
  }
}

/**
 * Puts back every row the delete removed and the links it cut, as they were, and empties the
 * entry. Refused (409) when something has taken its place since: a new record with its slug.
 */
export async function restoreFromTrash(db: DB, trashId: string): Promise<RestoreResult> {
  const entry = await db
    .selectFrom('trash')
    .selectAll()
    .where('id', '=', trashId)
    .executeTakeFirst();
  if (!entry || !isTrashKind(entry.kind))
    return { ok: false, status: 404, message: 'Not in the trash' };
  const snapshot = readJson(jsonColumns.trashSnapshot, entry.snapshot, entry.id);
  try {
    await db.transaction().execute(async (trx) => {
      if (entry.kind === 'redirect') await fitRedirect(trx, snapshot.rows[0]!.rows[0]!);
      for (const { table, rows } of snapshot.rows) {
        if (rows.length > 0)
          await trx
            .insertInto(table as keyof Database)
            .values(rows)
            .execute();
      }
      await setLinks(trx, snapshot.links);
      // An enquiry counts in the insights again.
      const recordId = snapshot.rows[0]?.rows[0]?.id;
      if (entry.kind === 'enquiry' && recordId)
        await adjustEnquiryCounts(trx, await countedRows(trx, [String(recordId)]), 1);
      await trx.deleteFrom('trash').where('id', '=', trashId).execute();
      await bumpRoutingVersion(trx);
    });
  } catch (error) {
    if (error instanceof RestoreRefused)
      return {
        ok: false,
        status: 409,
        message: `${entry.title} cannot be restored: ${error.message}`,
      };
    if (!isUniqueViolation(error)) throw error;
    return {
      ok: false,
      status: 409,
      message: `${entry.title} cannot be restored: its address or name is in use now. Rename or delete that first.`,
    };
  }
  return { ok: true, kind: entry.kind, title: entry.title };
}

class RestoreRefused extends Error {}

/** A redirect comes back only as a save would let it in (no loop, one hop); its target as resolved. */
async function fitRedirect(trx: DB, row: Record<string, string | number | null>): Promise<void> {
  const { id, source, target, type } = row as RedirectRule;
  const fit = await fitRestoredRedirect(trx, { id, source, target, type });
  if (!fit.ok) throw new RestoreRefused(fit.message);
  row.target = fit.target;
}

/** The kind of record an entry holds; null when there is no such entry. */
export async function trashKind(db: DB, trashId: string): Promise<TrashKind | null> {
  const entry = await db
    .selectFrom('trash')
    .select('kind')
    .where('id', '=', trashId)
    .executeTakeFirst();
  return entry && isTrashKind(entry.kind) ? entry.kind : null;
}

/** What an entry holds, as the trash lists it ('City Mumbai'); null when there is none. */
export async function trashTitle(db: DB, trashId: string): Promise<string | null> {
  const entry = await db
    .selectFrom('trash')
    .select('title')
    .where('id', '=', trashId)
    .executeTakeFirst();
  return entry?.title ?? null;
}

/** Deletes one entry for good; returns its title, or null when there is none. */
export async function deleteFromTrash(db: DB, trashId: string): Promise<string | null> {
  const entry = await db
    .deleteFrom('trash')
    .where('id', '=', trashId)
    .returning('title')
    .executeTakeFirst();
  return entry?.title ?? null;
}

/** Deletes every entry of the `kinds` given for good; returns how many. */
export async function emptyTrash(
  db: DB,
  kinds: readonly TrashKind[] = TRASH_KINDS,
): Promise<number> {
  if (kinds.length === 0) return 0;
  const result = await db.deleteFrom('trash').where('kind', 'in', kinds).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes for good what has been in the trash longer than TRASH_DAYS. */
export async function purgeTrash(db: DB, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - TRASH_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.deleteFrom('trash').where('deleted_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
