import 'server-only';

import {
  compileRedirects,
  findRedirect,
  type RedirectMatch,
  type RedirectTable,
} from '@/lib/redirects/redirect-table';
import { normalizePath } from '@/lib/routing/canonical-path';

import type { DB } from '../db/client';
import { logger } from '../logger';
import { listRedirectRules, recordRedirectHits, redirectsVersion } from '../queries/redirects';

// The redirect manager's rules in memory, so the request guard answers them before Next.js renders
// anything, at a map lookup's cost. Reloaded after a write on this instance and, on every instance,
// when the version in the database changes (polled every few seconds). Hits are counted here and
// written in batches: one update per rule per batch. On globalThis: the guard and the admin's
// route handlers are bundled apart.

type Hits = Map<string, { count: number; last: string }>;
type State = { table: RedirectTable; version: string | null; hits: Hits };

const key = Symbol.for('site.redirects');
const holder = globalThis as typeof globalThis & { [key]?: State };
const state = (): State =>
  (holder[key] ??= { table: compileRedirects([]), version: null, hits: new Map() });

export async function reloadRedirects(db: DB): Promise<void> {
  const version = await redirectsVersion(db);
  const table = compileRedirects(await listRedirectRules(db));
  Object.assign(state(), { table, version });
}

/** The rule for a request's path, counted as a hit; undefined when none applies. */
export function matchRedirect(pathname: string): RedirectMatch | undefined {
  const current = state();
  if (current.table.size === 0) return undefined;
  const match = findRedirect(current.table, normalizePath(pathname));
  if (match) {
    const hit = current.hits.get(match.rule.id) ?? { count: 0, last: '' };
    current.hits.set(match.rule.id, { count: hit.count + 1, last: new Date().toISOString() });
  }
  return match;
}

/** Writes the hits counted since the last call. */
export async function flushRedirectHits(db: DB): Promise<void> {
  const current = state();
  if (current.hits.size === 0) return;
  const hits = current.hits;
  current.hits = new Map();
  await recordRedirectHits(db, hits);
}

/** Every `intervalMs`: reload the rules when another instance (or this one) changed them, write hits. */
export function startRedirectSync(getDb: () => DB, intervalMs = 5_000): void {
  const tick = async () => {
    const db = getDb();
    if ((await redirectsVersion(db)) !== state().version) await reloadRedirects(db);
    await flushRedirectHits(db);
  };
  setInterval(() => {
    tick().catch((error: unknown) => logger.error({ err: error }, 'redirect sync failed'));
  }, intervalMs).unref();
}
