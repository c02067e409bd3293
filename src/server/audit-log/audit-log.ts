import 'server-only';

import type { AuditKindFilter, AuditQuery } from '@/lib/admin/audit-log-filters';

import type { DB } from '../db/schema';
import { toIso, toJson } from '../db/values';
import { jsonColumns, readJson } from '../db/json-columns';
import { anyColumnContains } from '../db/text-search';
import { timeOrderedId } from '../db/time-ordered-id';

// Who did what, when and from where: every admin write, sign-in, failed sign-in and change to a
// user. `fields` holds the names of the fields sent, never a value, so no password or token.

export type AuditKind = AuditKindFilter;

export type AuditEntry = {
  kind: AuditKind;
  userId: string | null;
  actor: string;
  action: string;
  target: string;
  fields?: string[];
  ipAddress: string;
};

export type AuditRow = Required<AuditEntry> & { id: string; at: string };

export async function recordAudit(db: DB, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      // Made in order: entries of one millisecond still list newest first.
      id: timeOrderedId(now.getTime()),
      at: now.toISOString(),
      user_id: entry.userId,
      actor: entry.actor.slice(0, 300),
      kind: entry.kind,
      action: entry.action.slice(0, 200),
      target: entry.target.slice(0, 500),
      fields: toJson(entry.fields ?? []),
      ip_address: entry.ipAddress,
    })
    .execute();
}

export const AUDIT_PAGE_SIZE = 50;

export async function listAudit(
  db: DB,
  filters: AuditQuery,
): Promise<{ rows: AuditRow[]; total: number }> {
  let query = db.selectFrom('audit_log');
  if (filters.userId) query = query.where('user_id', '=', filters.userId);
  if (filters.kind) query = query.where('kind', '=', filters.kind);
  for (const word of (filters.q ?? '').split(/\s+/).filter(Boolean))
    query = query.where((eb) => anyColumnContains(eb, ['actor', 'action', 'target'], word));
  if (filters.from)
    query = query.where('at', '>=', new Date(`${filters.from}T00:00:00Z`).toISOString());
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00Z`).getTime() + 24 * 60 * 60 * 1000;
    query = query.where('at', '<', new Date(end).toISOString());
  }
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(AUDIT_PAGE_SIZE)
      .offset((filters.page - 1) * AUDIT_PAGE_SIZE)
      .execute(),
  ]);
  return {
    total: Number(total),
    rows: rows.map((r) => ({
      id: r.id,
      at: toIso(r.at),
      kind: r.kind as AuditKind,
      userId: r.user_id,
      actor: r.actor,
      action: r.action,
      target: r.target,
      fields: readJson(jsonColumns.auditFields, r.fields, r.id),
      ipAddress: r.ip_address,
    })),
  };
}

/** Deletes entries older than the retention period; returns how many. */
export async function purgeAudit(db: DB, retentionDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.deleteFrom('audit_log').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
