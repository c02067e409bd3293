import 'server-only';

import { sql } from 'kysely';

import type { DB } from '../db/schema';
import { isPostgres } from '../db/dialect';
import { env } from '../env';

/**
 * How long a claimed row stays with its worker before another may take it (5 minutes): longer than
 * one send can take, since each row's lease is renewed just before it is sent (keepClaim).
 */
export const CLAIM_LEASE_MS = env.OUTBOX_LEASE_SECONDS * 1000;

/** When the lease of a claim made at `at` ends. */
const leaseEndFrom = (at: Date) => new Date(at.getTime() + CLAIM_LEASE_MS).toISOString();

type QueueTable =
  'email_outbox' | 'webhook_deliveries' | 'indexnow_submissions' | 'seo_audits' | 'client_audits';

/** The rows one claim took, and the lease end it wrote on them (what keepClaim checks). */
export type Claim = { ids: string[]; heldUntil: string };

/**
 * Claims up to `limit` due rows for this worker, oldest first, and returns their ids (and lease). A claim moves
 * the row's next attempt to the end of a lease: no other worker takes it meanwhile, and a worker
 * that dies mid-send leaves it due again once the lease ends. The send's outcome then sets the next
 * attempt as before (sent, or the retry back-off).
 *
 * On PostgreSQL the rows are locked as they are chosen, and rows another worker's claim holds are
 * skipped (FOR UPDATE SKIP LOCKED). SQLite runs one write at a time, so the update is the claim.
 */
export async function claimDue(
  db: DB,
  table: QueueTable,
  now: Date,
  limit: number,
): Promise<Claim> {
  const nowIso = now.toISOString();
  const leaseEnd = leaseEndFrom(now);
  if (isPostgres(db)) {
    // A CTE, so the locking subquery runs once: inside `id in (...)` PostgreSQL may run it again
    // and claim more than `limit` rows (seen in the tests).
    const claimed = await sql<{ id: string }>`
      with due as (
        select id from ${sql.table(table)}
        where status = 'pending' and next_attempt_at <= ${nowIso}
        order by created_at limit ${limit}
        for update skip locked
      )
      update ${sql.table(table)} as claimed set next_attempt_at = ${leaseEnd}
      from due where claimed.id = due.id
      returning claimed.id`.execute(db);
    return { ids: claimed.rows.map((row) => row.id), heldUntil: leaseEnd };
  }
  const due = db
    .selectFrom(table)
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso)
    .orderBy('created_at')
    .limit(limit);
  const claimed = await db
    .updateTable(table)
    .set({ next_attempt_at: leaseEnd })
    .where('id', 'in', due)
    .returning('id')
    .execute();
  return { ids: claimed.map((row) => row.id), heldUntil: leaseEnd };
}

/**
 * Just before a claimed row is sent: renews its lease from `at`, if the row is still held by
 * `claim`. A batch slower than one lease may have lost its last rows to
 * another worker, which then sends them: false means skip the row.
 */
export async function keepClaim(
  db: DB,
  table: QueueTable,
  id: string,
  claim: Claim,
  at: Date,
): Promise<boolean> {
  const renewed = await db
    .updateTable(table)
    .set({ next_attempt_at: leaseEndFrom(at) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '=', claim.heldUntil)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1;
}
