import 'server-only';

import { parse } from 'csv-parse/sync';

import { csvRow } from '@/lib/admin/csv';
import { redirectSchema } from '@/lib/validation/redirect';

import type { DB } from '../db/schema';
import { saveRedirects, type RedirectEdit, type RedirectRow } from '../queries/redirects';

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
 * Saves each row as a redirect, in order (saveRedirects: one pass, one transaction), and reports
 * what became of it.
 */
export async function importRedirectRows(
  db: DB,
  rows: string[][],
  siteOrigin?: string,
): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  const edits: RedirectEdit[] = [];
  const pending: ImportOutcome[] = [];
  for (const [index, [source = '', target = '', type = '', note = '']] of rows.entries()) {
    const line = index + 2;
    const parsed = redirectSchema.safeParse({ source, target, type: Number(type || 301), note });
    if (!parsed.success) {
      outcomes.push({ line, source, added: false, message: parsed.error.issues[0]!.message });
      continue;
    }
    const outcome = { line, source: parsed.data.source, added: false, message: '' };
    outcomes.push(outcome);
    pending.push(outcome);
    edits.push({ data: parsed.data });
  }
  const results = await saveRedirects(db, edits, siteOrigin);
  results.forEach((result, i) =>
    Object.assign(
      pending[i]!,
      result.ok
        ? { added: true, message: result.target || '410 Gone' }
        : { message: result.message },
    ),
  );
  return outcomes;
}

export function redirectsCsv(rows: readonly RedirectRow[]): string {
  return [
    csvRow(['source', 'target', 'type', 'note', 'hits', 'last_hit']),
    ...rows.map((r) =>
      csvRow([r.source, r.target, String(r.type), r.note, String(r.hits), r.lastHitAt ?? '']),
    ),
  ].join('');
}
