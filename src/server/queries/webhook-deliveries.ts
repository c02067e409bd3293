import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Selectable } from 'kysely';

import type { DB } from '../db/schema';
import type { WebhookDeliveriesTable } from '../db/schema';
import { nowIso, toIso, toIsoOrNull } from '../db/values';
import { claimDue } from '../queue/claim-due';

// The webhook's queue and its delivery log: one row a delivery, retried like the mail outbox.

export type WebhookDelivery = {
  id: string;
  enquiryId: string | null;
  url: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
};

export async function queueWebhook(
  db: DB,
  delivery: { enquiryId: string | null; url: string; payload: string },
): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await db
    .insertInto('webhook_deliveries')
    .values({
      id,
      submission_id: delivery.enquiryId,
      url: delivery.url,
      payload: delivery.payload,
      status: 'pending',
      attempts: 0,
      last_status_code: null,
      last_error: null,
      next_attempt_at: now,
      created_at: now,
      delivered_at: null,
    })
    .execute();
  return id;
}

/** The due deliveries, claimed for this worker alone (claim-due.ts), and the claim. */
export async function dueWebhooks(db: DB, now: Date, limit: number) {
  const claim = await claimDue(db, 'webhook_deliveries', now, limit);
  const rows =
    claim.ids.length === 0
      ? []
      : await db
          .selectFrom('webhook_deliveries')
          .select(['id', 'submission_id', 'url', 'payload', 'attempts'])
          .where('id', 'in', claim.ids)
          .orderBy('created_at')
          .execute();
  return { claim, rows };
}

export async function recordWebhookAttempt(
  db: DB,
  id: string,
  attempt: {
    attempts: number;
    statusCode: number | null;
    error: string | null;
    status: WebhookDelivery['status'];
    nextAttemptAt: Date;
    now: Date;
  },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      attempts: attempt.attempts,
      last_status_code: attempt.statusCode,
      last_error: attempt.error,
      status: attempt.status,
      next_attempt_at: attempt.nextAttemptAt.toISOString(),
      delivered_at: attempt.status === 'delivered' ? attempt.now.toISOString() : null,
    })
    .where('id', '=', id)
    .execute();
}

type DeliveryRow = Selectable<WebhookDeliveriesTable>;

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    enquiryId: row.submission_id,
    url: row.url,
    status: row.status,
    attempts: Number(row.attempts),
    lastStatusCode: row.last_status_code === null ? null : Number(row.last_status_code),
    lastError: row.last_error,
    createdAt: toIso(row.created_at),
    deliveredAt: toIsoOrNull(row.delivered_at),
  };
}

/** The latest deliveries, newest first: the log on the lead settings page. */
export async function listWebhookDeliveries(db: DB, limit = 20): Promise<WebhookDelivery[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toDelivery);
}

export async function getWebhookDelivery(db: DB, id: string): Promise<WebhookDelivery | null> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toDelivery(row) : null;
}
