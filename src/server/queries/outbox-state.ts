import 'server-only';

import type { DB } from '../db/schema';
import { toIso } from '../db/values';

export type OutboxState = {
  /** Due now, not tried yet. */
  waiting: number;
  /** Tried and failed, to be tried again. */
  retrying: number;
  /** Given up on (after the retries) in the last 30 days. */
  gaveUp: number;
  /** Not due yet: a call's reminder. */
  scheduled: number;
  lastSentAt: string | null;
  /** What the server last answered a mail that is retrying or was given up on. */
  lastError: string | null;
};

const DAY = 24 * 60 * 60 * 1000;

/** What the outbox holds now, for the mail settings screen. */
export async function getOutboxState(db: DB, now = new Date()): Promise<OutboxState> {
  const nowIso = now.toISOString();
  const count = (rows: { n: number | string } | undefined) => Number(rows?.n ?? 0);
  const pending = db.selectFrom('email_outbox').where('status', '=', 'pending');
  const [waiting, retrying, gaveUp, scheduled, lastSent, lastError] = await Promise.all([
    pending
      .where('attempts', '=', 0)
      .where('next_attempt_at', '<=', nowIso)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    pending
      .where('attempts', '>', 0)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('email_outbox')
      .where('status', '=', 'failed')
      .where('created_at', '>=', new Date(now.getTime() - 30 * DAY).toISOString())
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    pending
      .where('attempts', '=', 0)
      .where('next_attempt_at', '>', nowIso)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('email_outbox')
      .where('status', '=', 'sent')
      .select('sent_at')
      .orderBy('sent_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('email_outbox')
      .where('status', '!=', 'sent')
      .where('last_error', 'is not', null)
      .select('last_error')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    waiting: count(waiting),
    retrying: count(retrying),
    gaveUp: count(gaveUp),
    scheduled: count(scheduled),
    lastSentAt: lastSent?.sent_at ? toIso(lastSent.sent_at) : null,
    lastError: lastError?.last_error ?? null,
  };
}
