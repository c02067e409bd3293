import 'server-only';

import type { DB } from '../db/schema';
import { pendingMigrations } from '../db/migrate';
import { assertWritableFolder } from '../db/sqlite-file';
import { toIsoOrNull } from '../db/values';

// What a load balancer or container runtime asks before sending this instance traffic: the
// database answers and takes a write in time (a full disk, a deleted or replaced file or another
// process's lock all stop enquiries being stored), its schema is the one this build expects, the
// data folder takes a file, and how much mail waits.

export type AppHealth = {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'unreachable' | 'not writable' | 'busy';
  dataFolder: 'ok' | 'not writable' | 'not used';
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

/** How long the write may wait for a lock before the instance counts as unable to store. */
const WRITE_PROBE_MS = 2_000;

/** A write the database must take: the time of this check, kept in app_state. */
async function probeWrite(db: DB): Promise<AppHealth['database']> {
  const now = new Date().toISOString();
  const write = db
    .insertInto('app_state')
    .values({ name: 'health_checked_at', value: now, updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: now, updated_at: now }))
    .execute()
    .then(
      () => 'ok' as const,
      () => 'not writable' as const,
    );
  const late = new Promise<'busy'>((resolve) =>
    setTimeout(() => resolve('busy'), WRITE_PROBE_MS).unref(),
  );
  return Promise.race([write, late]);
}

/** A file the folder must take (and give back): a full disk or a read-only folder refuse it. */
function probeFolder(dir: string | undefined): AppHealth['dataFolder'] {
  if (!dir) return 'not used';
  try {
    assertWritableFolder(dir);
    return 'ok';
  } catch {
    return 'not writable';
  }
}

/**
 * `dataDir`: the folder the instance writes its files in (the SQLite database, uploads), or
 * undefined when it writes none there.
 */
export async function checkAppHealth(
  db: DB,
  shuttingDown = false,
  dataDir?: string,
): Promise<AppHealth> {
  try {
    const [pending, outbox, webhooks] = await Promise.all([
      pendingMigrations(db),
      backlog(db, 'email_outbox'),
      backlog(db, 'webhook_deliveries'),
    ]);
    const database = await probeWrite(db);
    const dataFolder = probeFolder(dataDir);
    const ok =
      pending.length === 0 && !shuttingDown && database === 'ok' && dataFolder !== 'not writable';
    return {
      status: ok ? 'ok' : 'unavailable',
      database,
      dataFolder,
      pendingMigrations: pending,
      outbox,
      webhooks: { pending: webhooks.pending, failed: webhooks.failed },
      shuttingDown,
    };
  } catch {
    return {
      status: 'unavailable',
      database: 'unreachable',
      dataFolder: probeFolder(dataDir),
      pendingMigrations: [],
      outbox: { pending: 0, failed: 0, oldestPendingAt: null },
      webhooks: { pending: 0, failed: 0 },
      shuttingDown,
    };
  }
}
