import 'server-only';

import { randomUUID } from 'node:crypto';

import { RedirectSet } from '@/lib/redirects/redirect-set';
import { type RedirectRule, type RedirectType } from '@/lib/redirects/redirect-table';
import { normalizePath } from '@/lib/routing/canonical-path';
import type { RedirectData } from '@/lib/validation/redirect';

import type { DB } from '../db/client';
import { nowIso, toIso } from '../db/values';
import { resolveNotFound } from './not-found-log';

// The redirect manager's rules. Every write keeps each chain one hop (a new rule stores the final
// target of its target, older rules that pointed at its source are re-pointed) and bumps the
// version every instance polls, so each reloads its table from here.

export type RedirectRow = RedirectRule & {
  note: string;
  hits: number;
  lastHitAt: string | null;
  updatedAt: string;
};

const VERSION = 'redirects_version';

export async function listRedirects(db: DB): Promise<RedirectRow[]> {
  const rows = await db.selectFrom('redirects').selectAll().orderBy('source').execute();
  return rows.map((r) => ({
    id: r.id,
    source: r.source,
    target: r.target,
    type: r.type as RedirectType,
    note: r.note,
    hits: r.hits,
    lastHitAt: r.last_hit_at ? toIso(r.last_hit_at) : null,
    updatedAt: toIso(r.updated_at),
  }));
}

/** The rules as the in-memory table needs them. */
export async function listRedirectRules(db: DB): Promise<RedirectRule[]> {
  const rows = await db
    .selectFrom('redirects')
    .select(['id', 'source', 'target', 'type'])
    .execute();
  return rows.map((r) => ({ ...r, type: r.type as RedirectType }));
}

/** Changes whenever a rule does; '' before the first. */
export async function redirectsVersion(db: DB): Promise<string> {
  const row = await db
    .selectFrom('app_state')
    .select('value')
    .where('name', '=', VERSION)
    .executeTakeFirst();
  return row?.value ?? '';
}

/** Tells every instance to reload its rules. */
export async function bumpRedirectsVersion(db: DB): Promise<void> {
  const now = nowIso();
  const value = randomUUID();
  await db
    .insertInto('app_state')
    .values({ name: VERSION, value, updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: now }))
    .execute();
}

export type SaveResult =
  | { ok: true; id: string; target: string; repointed: number }
  | { ok: false; missing?: true; field: 'source' | 'target'; message: string };

/** Creates (no id) or edits a rule, one hop everywhere; refuses duplicates, loops and gone targets. */
export async function saveRedirect(db: DB, data: RedirectData, id?: string): Promise<SaveResult> {
  return db.transaction().execute(async (trx) => {
    const set = new RedirectSet(await listRedirectRules(trx), normalizePath);
    if (id && !set.has(id))
      return {
        ok: false,
        missing: true,
        field: 'source',
        message: 'This redirect no longer exists.',
      };
    const planned = set.save(data, id ?? randomUUID());
    if (!planned.ok) return planned;
    const { rule } = planned;
    const now = nowIso();
    const row = { source: rule.source, target: rule.target, type: rule.type, note: data.note };
    if (id)
      await trx
        .updateTable('redirects')
        .set({ ...row, updated_at: now })
        .where('id', '=', id)
        .execute();
    else await insertRedirects(trx, [{ id: rule.id, ...row }]);
    await writeRepointed(trx, planned.repointed);
    await resolveNotFound(trx, [rule.source]);
    await bumpRedirectsVersion(trx);
    return { ok: true, id: rule.id, target: rule.target, repointed: planned.repointed.length };
  });
}

export type NewRedirect = RedirectRule & { note: string };

/** Many new rules at once (a CSV import): a few statements for all of them. */
export async function insertRedirects(db: DB, rules: readonly NewRedirect[]): Promise<void> {
  const now = nowIso();
  for (let i = 0; i < rules.length; i += 100) {
    const values = rules.slice(i, i + 100).map((rule) => ({
      id: rule.id,
      source: rule.source,
      target: rule.target,
      type: rule.type,
      note: rule.note,
      created_at: now,
      updated_at: now,
    }));
    await db.insertInto('redirects').values(values).execute();
  }
}

/** Stores the targets a save re-pointed. */
export async function writeRepointed(db: DB, rules: Iterable<RedirectRule>): Promise<void> {
  for (const rule of rules) {
    await db
      .updateTable('redirects')
      .set({ target: rule.target, type: rule.type, updated_at: nowIso() })
      .where('id', '=', rule.id)
      .execute();
  }
}

export async function deleteRedirect(db: DB, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('redirects').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await bumpRedirectsVersion(trx);
    return true;
  });
}

/** Adds counted hits: one write per rule per batch. */
export async function recordRedirectHits(
  db: DB,
  hits: ReadonlyMap<string, { count: number; last: string }>,
): Promise<void> {
  for (const [id, { count, last }] of hits) {
    await db
      .updateTable('redirects')
      .set((eb) => ({ hits: eb('hits', '+', count), last_hit_at: last }))
      .where('id', '=', id)
      .execute();
  }
}
