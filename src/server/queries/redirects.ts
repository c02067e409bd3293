import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Selectable } from 'kysely';

import { REDIRECTS_PAGE_SIZE, type RedirectQuery } from '@/lib/admin/redirect-filters';
import { RedirectSet } from '@/lib/redirects/redirect-set';
import { sitePathOf, type RedirectRule, type RedirectType } from '@/lib/redirects/redirect-table';
import { naturalOrderKey } from '@/lib/natural-order';
import { normalizePath } from '@/lib/routing/canonical-path';
import type { RedirectData } from '@/lib/validation/redirect';

import type { DB, RedirectsTable } from '../db/schema';
import { anyColumnContains } from '../db/text-search';
import { nowIso, toIso } from '../db/values';
import { resolveNotFound } from './not-found-log';
import { listRedirectRules, writeRepointed } from './redirect-rules';
import { bumpRoutingVersion } from './routing-version';
import { moveToTrash } from './trash';

// The redirect manager's rules. Every write keeps each chain one hop (a new rule stores the final
// target of its target, older rules that pointed at its source are re-pointed) and bumps the
// routing version every instance polls, so each reloads its table from here.

export type RedirectRow = RedirectRule & {
  note: string;
  hits: number;
  lastHitAt: string | null;
  updatedAt: string;
};

type StoredRedirect = Selectable<RedirectsTable>;

const redirectRow = (r: StoredRedirect): RedirectRow => ({
  id: r.id,
  source: r.source,
  target: r.target,
  type: r.type as RedirectType,
  note: r.note,
  hits: r.hits,
  lastHitAt: r.last_hit_at ? toIso(r.last_hit_at) : null,
  updatedAt: toIso(r.updated_at),
});

export async function listRedirects(db: DB): Promise<RedirectRow[]> {
  const rows = await db.selectFrom('redirects').selectAll().orderBy('source_order').execute();
  return rows.map(redirectRow);
}

/** One page of the rules the query keeps, in its order, and how many it keeps. */
export async function listRedirectPage(
  db: DB,
  filters: RedirectQuery,
): Promise<{ rows: RedirectRow[]; total: number }> {
  let query = db.selectFrom('redirects');
  if (filters.type) query = query.where('type', '=', Number(filters.type));
  for (const word of (filters.q ?? '').split(/\s+/).filter(Boolean))
    query = query.where((eb) => anyColumnContains(eb, ['source', 'target', 'note'], word));
  let ordered = query.selectAll();
  if (filters.sort === 'hits') ordered = ordered.orderBy('hits', 'desc');
  if (filters.sort === 'last-hit')
    ordered = ordered.orderBy(
      (ob) => ob.ref('last_hit_at'),
      (ob) => ob.desc().nullsLast(),
    );
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ordered
      .orderBy('source_order')
      .orderBy('source')
      .limit(REDIRECTS_PAGE_SIZE)
      .offset((filters.page - 1) * REDIRECTS_PAGE_SIZE)
      .execute(),
  ]);
  return { total: Number(total), rows: rows.map(redirectRow) };
}

export type SaveResult =
  | { ok: true; id: string; target: string; repointed: number }
  | { ok: false; missing?: true; field: 'source' | 'target'; message: string };

/** A new rule (no id) or an edit of a stored one. */
export type RedirectEdit = { data: RedirectData; id?: string };

type Saved = { rule: RedirectRule; note: string; isNew: boolean };

/** Creates (no id) or edits a rule, one hop everywhere; refuses duplicates, loops and gone targets. */
export async function saveRedirect(
  db: DB,
  data: RedirectData,
  id?: string,
  siteOrigin?: string,
): Promise<SaveResult> {
  const [result] = await saveRedirects(db, [{ data, id }], siteOrigin);
  return result!;
}

/**
 * Saves edits in order, each seeing those before it, checked against the rules in memory and
 * written in one transaction (a CSV import of thousands of rows stays linear). A target on the
 * site's own origin is stored as its path. Returns each edit's outcome.
 */
export async function saveRedirects(
  db: DB,
  edits: readonly RedirectEdit[],
  siteOrigin?: string,
): Promise<SaveResult[]> {
  return db.transaction().execute(async (trx) => {
    const set = new RedirectSet(await listRedirectRules(trx), normalizePath);
    const results: SaveResult[] = [];
    // The set's own entries: a later edit that re-points one changes what is written.
    const saved = new Map<string, Saved>();
    const repointed = new Map<string, RedirectRule>();
    for (const { data, id } of edits) {
      if (id && !set.has(id)) {
        results.push({
          ok: false,
          missing: true,
          field: 'source',
          message: 'This redirect no longer exists.',
        });
        continue;
      }
      const target = sitePathOf(data.target, siteOrigin);
      const planned = set.save({ ...data, target }, id ?? randomUUID());
      if (!planned.ok) {
        results.push(planned);
        continue;
      }
      const { rule } = planned;
      saved.set(rule.id, { rule, note: data.note, isNew: !id });
      for (const older of planned.repointed) repointed.set(older.id, older);
      results.push({
        ok: true,
        id: rule.id,
        target: rule.target,
        repointed: planned.repointed.length,
      });
    }
    if (saved.size > 0) await writeSaved(trx, saved, repointed);
    return results;
  });
}

/** Writes a batch of saves: new rules in a few statements, edits and re-pointed rules one each. */
async function writeSaved(
  db: DB,
  saved: ReadonlyMap<string, Saved>,
  repointed: ReadonlyMap<string, RedirectRule>,
): Promise<void> {
  const now = nowIso();
  const row = ({ rule, note }: Saved) => ({
    source: rule.source,
    source_order: naturalOrderKey(rule.source),
    target: rule.target,
    type: rule.type,
    note,
    updated_at: now,
  });
  const added = [...saved.values()].filter((s) => s.isNew);
  for (let i = 0; i < added.length; i += 100) {
    const values = added
      .slice(i, i + 100)
      .map((s) => ({ id: s.rule.id, ...row(s), created_at: now }));
    await db.insertInto('redirects').values(values).execute();
  }
  for (const edited of saved.values()) {
    if (edited.isNew) continue;
    await db.updateTable('redirects').set(row(edited)).where('id', '=', edited.rule.id).execute();
  }
  await writeRepointed(
    db,
    [...repointed.values()].filter((rule) => !saved.has(rule.id)),
    now,
  );
  await resolveNotFound(
    db,
    [...saved.values()].map((s) => s.rule.source),
  );
  await bumpRoutingVersion(db);
}

/** Moves the rule to the trash; null when there is none. */
export async function deleteRedirect(db: DB, id: string, by?: string): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const trashId = await moveToTrash(trx, 'redirect', id, by);
    if (!trashId) return null;
    await trx.deleteFrom('redirects').where('id', '=', id).execute();
    await bumpRoutingVersion(trx);
    return trashId;
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
