import 'server-only';

import type { DB } from '../db/client';
import { pendingMigrations } from '../db/migrate';
import { toIsoOrNull } from '../db/values';

// What a load balancer or container runtime asks before sending this instance traffic: the
// database answers, its schema is the one this build expects, and how much mail waits.

export type AppHealth = {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'unreachable';
  pendingMigrations: string[];
  outbox: { pending: number; failed: number; oldestPendingAt: string | null };
  webhooks: { pending: number; failed: number };
  shuttingDown: boolean;
};

type Backlog = { status: string; n: number | string; oldest: Date | string | null };

async function backlog(db: DB, table: 'email_outbox' | 'webhook_deliveries') {
  const rows = (await db
    .selectFrom(table)
    .select((eb) => [
      'status',
      eb.fn.countAll<number>().as('n'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('status')
    .execute()) as Backlog[];
  const of = (status: string) => rows.find((r) => r.status === status);
  return {
    pending: Number(of('pending')?.n ?? 0),
    failed: Number(of('failed')?.n ?? 0),
    oldestPendingAt: toIsoOrNull(of('pending')?.oldest ?? null),
  };
}

export async function checkAppHealth(db: DB, shuttingDown = false): Promise<AppHealth> {
  try {
    const [pending, outbox, webhooks] = await Promise.all([
      pendingMigrations(db),
      backlog(db, 'email_outbox'),
      backlog(db, 'webhook_deliveries'),
    ]);
    const ok = pending.length === 0 && !shuttingDown;
    return {
      status: ok ? 'ok' : 'unavailable',
      database: 'ok',
      pendingMigrations: pending,
      outbox,
      webhooks: { pending: webhooks.pending, failed: webhooks.failed },
      shuttingDown,
    };
  } catch {
    return {
      status: 'unavailable',
      database: 'unreachable',
      pendingMigrations: [],
      outbox: { pending: 0, failed: 0, oldestPendingAt: null },
      webhooks: { pending: 0, failed: 0 },
      shuttingDown,
    };
  }
}
