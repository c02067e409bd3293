import { parse } from 'csv-parse/sync';

// A CSV of Search Console's performance report, as its Export button writes it (Pages.csv or
// Queries.csv): the page or query, then Clicks, Impressions, CTR and Position. Every row is
// checked; a file with one bad row is refused whole, each problem named by its line.

export type PerformanceKind = 'page' | 'query';
export type PerformanceRow = { key: string; clicks: number; impressions: number; position: number };
export type PerformanceFile =
  | {
      ok: true;
      kind: PerformanceKind;
      rows: PerformanceRow[];
      /** A page row's host, by its path: an export of another property is said, not stored. */
      hosts: Record<string, string>;
    }
  | { ok: false; errors: string[] };

/** The rows a file may hold: Search Console exports the top 1,000. */
export const MAX_PERFORMANCE_ROWS = 5_000;

const KEY_COLUMNS: Record<string, PerformanceKind> = {
  'top pages': 'page',
  page: 'page',
  pages: 'page',
  'top queries': 'query',
  query: 'query',
  queries: 'query',
};
const REQUIRED = ['clicks', 'impressions', 'position'] as const;

const wholeNumber = (text: string) =>
  /^\d{1,3}(,?\d{3})*$|^\d+$/.test(text) ? Number(text.replace(/,/g, '')) : null;
const decimal = (text: string) => (/^\d+(\.\d+)?$/.test(text) ? Number(text) : null);

/** The path of a page's URL ('https://x.in/services/seo?a' -> '/services/seo'), else null. */
function pathOf(url: string): string | null {
  try {
    const { pathname } = new URL(url);
    return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  } catch {
    return null;
  }
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

export function readPerformanceCsv(text: string): PerformanceFile {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch (error) {
    return { ok: false, errors: [`The file is not a CSV file: ${(error as Error).message}`] };
  }
  const header = (records[0] ?? []).map((name) => name.toLowerCase());
  const kind = KEY_COLUMNS[header[0] ?? ''];
  const missing = REQUIRED.filter((name) => !header.includes(name));
  if (!kind || missing.length)
    return {
      ok: false,
      errors: [
        'The first line must name the columns of a Search Console export: "Top pages" or "Top queries", then Clicks, Impressions, CTR and Position.',
      ],
    };
  const body = records.slice(1);
  if (body.length > MAX_PERFORMANCE_ROWS)
    return {
      ok: false,
      errors: [`The file has ${body.length} rows; ${MAX_PERFORMANCE_ROWS} at most.`],
    };
  const at = (name: string) => header.indexOf(name);
  const errors: string[] = [];
  const rows: PerformanceRow[] = [];
  const seen = new Set<string>();
  const hosts: Record<string, string> = {};
  body.forEach((record, index) => {
    const line = index + 2;
    const problems: string[] = [];
    const raw = record[0] ?? '';
    const key = kind === 'page' ? pathOf(raw) : raw.slice(0, 300);
    if (!key)
      problems.push(
        kind === 'page' ? `"${raw.slice(0, 80)}" is not a page's address` : 'the query is empty',
      );
    const clicks = wholeNumber(record[at('clicks')] ?? '');
    const impressions = wholeNumber(record[at('impressions')] ?? '');
    const position = decimal(record[at('position')] ?? '');
    if (clicks === null) problems.push('Clicks is not a whole number');
    if (impressions === null) problems.push('Impressions is not a whole number');
    if (position === null || position < 1) problems.push('Position is not a number from 1');
    if (clicks !== null && impressions !== null && clicks > impressions)
      problems.push('Clicks are more than impressions');
    if (key && seen.has(key)) problems.push(`${key} is listed twice`);
    if (problems.length) return void errors.push(`Line ${line}: ${problems.join('; ')}.`);
    seen.add(key!);
    if (kind === 'page') hosts[key!] = hostOf(raw);
    rows.push({ key: key!, clicks: clicks!, impressions: impressions!, position: position! });
  });
  if (errors.length) return { ok: false, errors: errors.slice(0, 50) };
  return { ok: true, kind, rows, hosts };
}
