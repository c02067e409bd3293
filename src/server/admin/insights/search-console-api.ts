import 'server-only';

import { readPerformanceCsv } from '@/lib/search-console/performance-csv';
import { searchConsoleRangeSchema } from '@/lib/validation/search-console-import';

import { BodyTooLargeError, readLimitedText } from '../../http/read-body';
import type { DB } from '../../db/schema';
import { listPerformanceImports, replacePerformance } from '../../queries/search-console';
import type { Answer } from '../audit-log-subject';
import { createAdminGate, json } from '../admin-gate';

const MAX_EXPORT_BYTES = 1024 * 1024;

/**
 * POST /api/admin/search-console?since=…&until=…: a CSV of Search Console's performance report
 * (Pages.csv or Queries.csv) for that date range, checked whole, then stored in place of any
 * import of the same range and kind.
 */
export type SearchConsoleApiDependencies = {
  db: DB;
  /** The site's host: rows of another are left out, and said. */
  siteHost: string;
  /** The paths of the site's pages (its sitemap): a row of none of them is said. */
  sitePaths: () => Promise<Set<string>>;
};

/** At most this many of each kind of row the import names. */
const NAMED = 10;

const sameSite = (host: string, siteHost: string) =>
  host.replace(/^www\./, '') === siteHost.replace(/^www\./, '');

export function createSearchConsoleApi(deps: SearchConsoleApiDependencies) {
  const { guarded } = createAdminGate(deps.db, 'enquiries');

  const imported = (answer: Answer) =>
    `Search Console ${answer.kind === 'page' ? 'pages' : 'queries'}, ${String(answer.since)} to ${String(answer.until)}`;

  const importCsv = guarded({ audit: { result: imported } }, async (request) => {
    const params = new URL(request.url).searchParams;
    const range = searchConsoleRangeSchema.safeParse({
      since: params.get('since') ?? '',
      until: params.get('until') ?? '',
    });
    if (!range.success)
      return json(400, {
        error: 'Please correct the highlighted fields.',
        fieldErrors: range.error.flatten().fieldErrors,
      });
    let text: string;
    try {
      text = await readLimitedText(request, MAX_EXPORT_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      return json(413, { error: 'The file is over 1 MB: export one report at a time.' });
    }
    const file = readPerformanceCsv(text);
    if (!file.ok)
      return json(400, {
        error: 'The file was not imported: nothing was saved.',
        errors: file.errors,
      });
    const { since, until } = range.data;
    const replaced = (await listPerformanceImports(deps.db)).some(
      (i) => i.since === since && i.until === until && i.kind === file.kind,
    );
    const elsewhere = file.rows.filter(
      (row) => !sameSite(file.hosts[row.key] ?? '', deps.siteHost),
    );
    const rows =
      file.kind === 'page' ? file.rows.filter((row) => !elsewhere.includes(row)) : file.rows;
    const paths = file.kind === 'page' ? await deps.sitePaths() : new Set<string>();
    const unknown = file.kind === 'page' ? rows.filter((row) => !paths.has(row.key)) : [];
    await replacePerformance(deps.db, range.data, file.kind, rows);
    return json(201, {
      kind: file.kind,
      since,
      until,
      imported: rows.length,
      replaced,
      // Another property's pages are left out; this site's pages it does not have are kept.
      otherHost: {
        count: file.kind === 'page' ? elsewhere.length : 0,
        named:
          file.kind === 'page'
            ? elsewhere.slice(0, NAMED).map((row) => `${file.hosts[row.key]}${row.key}`)
            : [],
      },
      unknownPages: { count: unknown.length, named: unknown.slice(0, NAMED).map((row) => row.key) },
    });
  });

  return { importCsv };
}
