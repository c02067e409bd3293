import 'server-only';

import { randomUUID } from 'node:crypto';

import {
  carryStar,
  compileRedirects,
  findRedirect,
  isAbsoluteUrl,
  resolveTarget,
  sourceMatches,
  targetPath,
  type RedirectRule,
  type RedirectType,
} from '@/lib/redirects/redirect-table';
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

async function bumpVersion(db: DB): Promise<void> {
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
    const rules = await listRedirectRules(trx);
    if (id && !rules.some((r) => r.id === id))
      return {
        ok: false,
        missing: true,
        field: 'source',
        message: 'This redirect no longer exists.',
      };
    const taken = rules.find((r) => r.source === data.source && r.id !== id);
    if (taken)
      return {
        ok: false,
        field: 'source',
        message: `${data.source} already redirects to ${taken.target || '410 Gone'}.`,
      };
    const others = compileRedirects(rules.filter((r) => r.id !== id));
    const ruleId = id ?? randomUUID();
    let target = data.target;
    if (data.type !== 410) {
      const resolved = resolveTarget(
        others,
        { id: ruleId, source: data.source, target },
        normalizePath,
      );
      if (!resolved.ok)
        return {
          ok: false,
          field: 'target',
          message:
            resolved.reason === 'loop'
              ? `This would make a loop: ${resolved.hops.join(' → ')}`
              : `The target answers 410 Gone (${resolved.hops.join(' → ')}); make this a 410 too, or choose another target.`,
        };
      target = resolved.target;
    }
    const now = nowIso();
    const row = { source: data.source, target, type: data.type, note: data.note, updated_at: now };
    if (id) await trx.updateTable('redirects').set(row).where('id', '=', id).execute();
    else
      await trx
        .insertInto('redirects')
        .values({ id: ruleId, ...row, created_at: now })
        .execute();
    const repointed = await repointTo(trx, rules, {
      id: ruleId,
      source: data.source,
      target,
      type: data.type,
    });
    await resolveNotFound(trx, data.source);
    await bumpVersion(trx);
    return { ok: true, id: ruleId, target, repointed };
  });
}

/** Older rules whose target the new rule redirects now go straight to where it leads. */
async function repointTo(db: DB, rules: RedirectRule[], rule: RedirectRule): Promise<number> {
  const only = compileRedirects([rule]);
  let count = 0;
  for (const older of rules) {
    if (older.id === rule.id || older.type === 410 || !older.target) continue;
    if (isAbsoluteUrl(older.target)) continue;
    const path = targetPath(older.target, normalizePath);
    if (!sourceMatches(rule.source, path)) continue;
    const change =
      rule.type === 410
        ? { type: 410, target: '' }
        : { target: carryStar(older.target, findRedirect(only, path)!) };
    await db
      .updateTable('redirects')
      .set({ ...change, updated_at: nowIso() })
      .where('id', '=', older.id)
      .execute();
    count++;
  }
  return count;
}

export async function deleteRedirect(db: DB, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('redirects').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await bumpVersion(trx);
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
