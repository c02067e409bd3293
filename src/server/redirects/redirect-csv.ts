import 'server-only';

import { parse } from 'csv-parse/sync';

import { randomUUID } from 'node:crypto';

import { csvRow } from '@/lib/admin/csv';
import { RedirectSet } from '@/lib/redirects/redirect-set';
import { sitePathOf, type RedirectRule } from '@/lib/redirects/redirect-table';
import { normalizePath } from '@/lib/routing/canonical-path';
import { redirectSchema } from '@/lib/validation/redirect';

import type { DB } from '../db/client';
import { resolveNotFound } from '../queries/not-found-log';
import {
  bumpRedirectsVersion,
  insertRedirects,
  listRedirectRules,
  writeRepointed,
  type NewRedirect,
  type RedirectRow,
} from '../queries/redirects';

// The redirect manager's CSV: an old site's URL list moved in one step, and the rules exported.
// An import needs the header `source,target,type` (then `note`, optional); every row
// is checked with the same rules as the form, saved, and reported.

export const MAX_IMPORT_BYTES = 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;
const HEADER = ['source', 'target', 'type'];

export type ImportOutcome = {
  line: number;
  source: string;
  added: boolean;
  /** Why the row was refused, or the target stored when a chain was collapsed. */
  message: string;
};

/** The CSV's rows after its header; an error that names what is wrong with the file. */
export function parseRedirectCsv(text: string): { rows: string[][] } | { error: string } {
  let records: string[][];
  try {
    const parsed: unknown = parse(text, { bom: true, skip_empty_lines: true, trim: true });
    records = parsed as string[][];
  } catch (error) {
    return { error: `The CSV could not be read: ${(error as Error).message}` };
  }
  // An export's header (with hits and last_hit after the note) is read as well.
  const header = (records[0] ?? []).map((cell) => cell.toLowerCase());
  if (header.slice(0, 3).join(',') !== HEADER.join(',') || (header[3] ?? 'note') !== 'note')
    return { error: 'The first line must be the header source,target,type (and optionally note).' };
  const rows = records.slice(1);
  if (rows.length > MAX_IMPORT_ROWS)
    return {
      error: `The CSV has ${rows.length} rows; import at most ${MAX_IMPORT_ROWS} at a time.`,
    };
  return { rows };
}

/**
 * Saves each row as a redirect, in order, and reports what became of it: all rows are checked
 * against the rules in memory and written in one transaction, at a cost that grows linearly.
 */
export async function importRedirectRows(
  db: DB,
  rows: string[][],
  siteOrigin?: string,
): Promise<ImportOutcome[]> {
  return db.transaction().execute(async (trx) => {
    const set = new RedirectSet(await listRedirectRules(trx), normalizePath);
    const outcomes: ImportOutcome[] = [];
    const added = new Map<string, NewRedirect>();
    const repointed = new Map<string, RedirectRule>();
    for (const [index, [source = '', target = '', type = '', note = '']] of rows.entries()) {
      const line = index + 2;
      const parsed = redirectSchema.safeParse({ source, target, type: Number(type || 301), note });
      if (!parsed.success) {
        outcomes.push({ line, source, added: false, message: parsed.error.issues[0]!.message });
        continue;
      }
      const onSite = sitePathOf(parsed.data.target, siteOrigin);
      const saved = set.save({ ...parsed.data, target: onSite }, randomUUID());
      if (!saved.ok) {
        outcomes.push({ line, source: parsed.data.source, added: false, message: saved.message });
        continue;
      }
      // The entry is the set's own: a later row that re-points it changes what is inserted.
      added.set(saved.rule.id, Object.assign(saved.rule, { note: parsed.data.note }));
      for (const rule of saved.repointed) if (!added.has(rule.id)) repointed.set(rule.id, rule);
      const message = saved.rule.target || '410 Gone';
      outcomes.push({ line, source: parsed.data.source, added: true, message });
    }
    if (added.size > 0) {
      await insertRedirects(trx, [...added.values()]);
      await writeRepointed(trx, repointed.values());
      await resolveNotFound(
        trx,
        [...added.values()].map((rule) => rule.source),
      );
      await bumpRedirectsVersion(trx);
    }
    return outcomes;
  });
}

export function redirectsCsv(rows: readonly RedirectRow[]): string {
  return [
    csvRow(['source', 'target', 'type', 'note', 'hits', 'last_hit']),
    ...rows.map((r) =>
      csvRow([r.source, r.target, String(r.type), r.note, String(r.hits), r.lastHitAt ?? '']),
    ),
  ].join('');
}
