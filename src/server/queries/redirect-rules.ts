import 'server-only';

import { RedirectSet } from '@/lib/redirects/redirect-set';
import type { RedirectRule, RedirectType } from '@/lib/redirects/redirect-table';
import { normalizePath } from '@/lib/routing/canonical-path';

import type { DB } from '../db/schema';
import { nowIso } from '../db/values';

// The stored rules as lookups need them, and a rule put back from the trash checked as a save
// checks it (redirects.ts saves; this module does not reach the trash, which calls it).

export async function listRedirectRules(db: DB): Promise<RedirectRule[]> {
  const rows = await db
    .selectFrom('redirects')
    .select(['id', 'source', 'target', 'type'])
    .execute();
  return rows.map((r) => ({ ...r, type: r.type as RedirectType }));
}

/**
 * Fits a rule coming back from the trash among today's rules as saving it would: refused when its
 * source is taken, it would close a loop or its target is gone; otherwise its target is resolved to
 * one hop (returned) and older rules that point at its source are re-pointed.
 */
export async function fitRestoredRedirect(
  trx: DB,
  rule: RedirectRule,
): Promise<{ ok: true; target: string } | { ok: false; message: string }> {
  const set = new RedirectSet(await listRedirectRules(trx), normalizePath);
  const planned = set.save(rule, rule.id);
  if (!planned.ok) return { ok: false, message: planned.message };
  await writeRepointed(trx, planned.repointed);
  return { ok: true, target: planned.rule.target };
}

/** Writes the new targets of rules a save re-pointed (RedirectSet.save), one statement each. */
export async function writeRepointed(db: DB, rules: Iterable<RedirectRule>, now = nowIso()) {
  for (const rule of rules)
    await db
      .updateTable('redirects')
      .set({ target: rule.target, type: rule.type, updated_at: now })
      .where('id', '=', rule.id)
      .execute();
}
