import 'server-only';

import { looksLikeBot, notFoundKey } from '@/lib/not-found-log';
import { normalizePath } from '@/lib/routing/canonical-path';

import type { DB } from '../db/schema';
import { logger } from '../logger';
import { recordNotFound, resolveAnswered, type NotFoundHit } from '../queries/not-found-log';

// Real 404s on public paths, counted in memory as the request pipeline sends them and written every
// few seconds: a miss costs a map update, a batch one upsert a path. At most PENDING_LIMIT paths
// wait between batches; a flood of distinct made-up paths beyond that is not kept.

const PENDING_LIMIT = 500;
type Pending = Map<string, NotFoundHit>;

type State = { pending: Pending; answered: Set<string> };
// Counted by the request pipeline and written by the timer, both started from instrumentation.ts:
// one bundle, so module state is enough.
const current: State = { pending: new Map(), answered: new Set() };
const state = (): State => current;

/**
 * A public path answered 200: a row the log holds for it is resolved at the next write, since the
 * page exists now. At most PENDING_LIMIT paths a batch.
 */
export function countAnswered(path: string): void {
  const { answered } = state();
  if (answered.size < PENDING_LIMIT) answered.add(normalizePath(path.slice(0, 500)));
}

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
  const { pending: batch, answered } = current;
  current.pending = new Map();
  current.answered = new Set();
  if (batch.size > 0) await recordNotFound(db, batch);
  if (answered.size > 0) await resolveAnswered(db, [...answered]);
}

export function startNotFoundLog(getDb: () => DB, intervalMs = 5_000): void {
  setInterval(() => {
    flushNotFound(getDb()).catch((error: unknown) =>
      logger.error({ err: error }, 'the 404 log could not be written'),
    );
  }, intervalMs).unref();
}
