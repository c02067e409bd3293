import 'server-only';

import { readPerformanceCsv, type PerformanceFile } from '@/lib/search-console/performance-csv';

import { BodyTooLargeError, readLimitedText } from '../../http/read-body';
import { json } from '../admin-gate';

// The body of an import of Search Console's performance report (Pages.csv or Queries.csv, sent as
// the request's body): the site's own import and a client's read it the same way.

const MAX_EXPORT_BYTES = 1024 * 1024;

export type PerformanceUpload = Extract<PerformanceFile, { ok: true }>;

/** The file, checked whole; or the answer that refuses it (too large, not an export, a bad row). */
export async function readPerformanceUpload(
  request: Request,
): Promise<{ file: PerformanceUpload } | { refusal: Response }> {
  let text: string;
  try {
    text = await readLimitedText(request, MAX_EXPORT_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return { refusal: json(413, { error: 'The file is over 1 MB: export one report at a time.' }) };
  }
  const file = readPerformanceCsv(text);
  if (!file.ok)
    return {
      refusal: json(400, {
        error: 'The file was not imported: nothing was saved.',
        errors: file.errors,
      }),
    };
  return { file };
}

/** At most this many of each kind of row an import's answer names. */
export const NAMED_ROWS = 10;

/** Whether a page's host is the site's, with or without www. */
export const sameSite = (host: string, siteHost: string) =>
  host.replace(/^www\./, '') === siteHost.replace(/^www\./, '');
