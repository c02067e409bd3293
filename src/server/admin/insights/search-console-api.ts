import 'server-only';

import { searchConsoleRangeSchema } from '@/lib/validation/search-console-import';

import type { DB } from '../../db/schema';
import { listPerformanceImports, replacePerformance } from '../../queries/search-console';
import type { Answer } from '../audit-log-subject';
import { createAdminGate, json } from '../admin-gate';
import { NAMED_ROWS, readPerformanceUpload, sameSite } from './performance-upload';

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
    const upload = await readPerformanceUpload(request);
    if ('refusal' in upload) return upload.refusal;
    const { file } = upload;
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
            ? elsewhere.slice(0, NAMED_ROWS).map((row) => `${file.hosts[row.key]}${row.key}`)
            : [],
      },
      unknownPages: {
        count: unknown.length,
        named: unknown.slice(0, NAMED_ROWS).map((row) => row.key),
      },
    });
  });

  return { importCsv };
}
