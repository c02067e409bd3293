import 'server-only';

import { readPerformanceCsv } from '@/lib/search-console/performance-csv';
import { searchConsoleRangeSchema } from '@/lib/validation/search-console-import';

import { BodyTooLargeError, readLimitedText } from '../../contact/read-body';
import type { DB } from '../../db/schema';
import { listPerformanceImports, replacePerformance } from '../../queries/search-console';
import type { Answer } from '../audit-subject';
import { createAdminGate, json } from '../admin-gate';

const MAX_EXPORT_BYTES = 1024 * 1024;

/**
 * POST /api/admin/search-console?since=…&until=…: a CSV of Search Console's performance report
 * (Pages.csv or Queries.csv) for that date range, checked whole, then stored in place of any
 * import of the same range and kind.
 */
export function createSearchConsoleApi(deps: { db: DB }) {
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
    await replacePerformance(deps.db, range.data, file.kind, file.rows);
    return json(201, { kind: file.kind, since, until, imported: file.rows.length, replaced });
  });

  return { importCsv };
}
