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
  for (const older of planned.repointed)
    await trx
      .updateTable('redirects')
      .set({ target: older.target, type: older.type, updated_at: nowIso() })
      .where('id', '=', older.id)
      .execute();
  return { ok: true, target: planned.rule.target };
}
