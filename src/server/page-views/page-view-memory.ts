import 'server-only';

import { viewDay } from '@/lib/page-views';
import { normalizePath } from '@/lib/routing/canonical-path';

import type { DB } from '../db/schema';
import { logger } from '../logger';
import { recordPageViews } from '../queries/page-views';

// Page views counted in memory as the request pipeline sends the pages, written every few seconds:
// a view costs a map update and never waits for the database.

const PENDING_LIMIT = 2000;

// Counted by the request pipeline and written by the timer, both started from instrumentation.ts:
// one bundle, so module state is enough.
const current = { pending: new Map<string, number>() };
const state = () => current;

export function countPageView(pathname: string, now = new Date()): void {
  const { pending } = state();
  const row = `${viewDay(now)}|${normalizePath(pathname.slice(0, 300))}`;
  const seen = pending.get(row);
  if (seen === undefined && pending.size >= PENDING_LIMIT) return;
  pending.set(row, (seen ?? 0) + 1);
}

export async function flushPageViews(db: DB): Promise<void> {
  const current = state();
  if (current.pending.size === 0) return;
  const batch = current.pending;
  current.pending = new Map<string, number>();
  await recordPageViews(db, batch);
}

export function startPageViewLog(getDb: () => DB, intervalMs = 5_000): void {
  setInterval(() => {
    flushPageViews(getDb()).catch((error: unknown) =>
      logger.error({ err: error }, 'page views could not be written'),
    );
  }, intervalMs).unref();
}
