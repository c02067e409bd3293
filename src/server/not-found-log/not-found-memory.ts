import 'server-only';

import { looksLikeBot, notFoundKey } from '@/lib/not-found-log';
import { normalizePath } from '@/lib/routing/canonical-path';

import type { DB } from '../db/client';
import { logger } from '../logger';
import { recordNotFound, type NotFoundHit } from '../queries/not-found-log';

// Real 404s on public paths, counted in memory as the request guard sends them and written every
// few seconds: a miss costs a map update, a batch one upsert a path. At most PENDING_LIMIT paths
// wait between batches; a flood of distinct made-up paths beyond that is not kept.

const PENDING_LIMIT = 500;
type Pending = Map<string, NotFoundHit>;

const key = Symbol.for('site.not-found-log');
const holder = globalThis as typeof globalThis & { [key]?: { pending: Pending } };
const state = (): { pending: Pending } => (holder[key] ??= { pending: new Map() });

export function countNotFound(path: string, referrer: string, userAgent: string | undefined) {
  const { pending } = state();
  const { key: row, probe } = notFoundKey(normalizePath(path.slice(0, 500)));
  const now = new Date().toISOString();
  const seen = pending.get(row);
  if (!seen && pending.size >= PENDING_LIMIT) return;
  pending.set(row, {
    count: (seen?.count ?? 0) + 1,
    first: seen?.first ?? now,
    last: now,
    referrer: referrer.slice(0, 500),
    bot: looksLikeBot(userAgent),
    probe,
  });
}

export async function flushNotFound(db: DB): Promise<void> {
  const current = state();
  if (current.pending.size === 0) return;
  const batch = current.pending;
  current.pending = new Map();
  await recordNotFound(db, batch);
}

export function startNotFoundLog(getDb: () => DB, intervalMs = 5_000): void {
  setInterval(() => {
    flushNotFound(getDb()).catch((error: unknown) =>
      logger.error({ err: error }, 'the 404 log could not be written'),
    );
  }, intervalMs).unref();
}
