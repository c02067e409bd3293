import { monthName } from './month-name';
import type { CheckId } from '../seo-audit/audit-checks';

// A client's report, month by month (the report's page and its mail): each month that has an
// audit, Search Console figures or a line of the team's work log, newest first, with what each
// holds; and the scores in time order for the report's chart.

export type MonthAudit =
  | {
      status: 'done';
      score: number;
      /** Against the audit before that was read; null for the first. */
      fixed: CheckId[] | null;
      appeared: CheckId[] | null;
    }
  | { status: 'unreachable'; error: string };

export type SearchFigures = { clicks: number; impressions: number; position: number | null };
export type SearchLine = SearchFigures & { key: string };
export type WorkLine = { id: string; doneOn: string; note: string };

export type ReportMonth = {
  /** YYYY-MM. */
  month: string;
  audit: MonthAudit | null;
  search: (SearchFigures & { pages: SearchLine[]; queries: SearchLine[] }) | null;
  work: WorkLine[];
};

export type ReportSources = {
  audits: Array<{ month: string } & (MonthAudit | { status: 'pending' })>;
  searchMonths: Array<SearchFigures & { month: string }>;
  searchTop: Array<
    Omit<SearchLine, 'position'> & { month: string; kind: 'page' | 'query'; position: number }
  >;
  work: WorkLine[];
};

export function reportMonths(sources: ReportSources): ReportMonth[] {
  const months = new Map<string, ReportMonth>();
  const monthOf = (month: string) => {
    let entry = months.get(month);
    if (!entry) months.set(month, (entry = { month, audit: null, search: null, work: [] }));
    return entry;
  };
  for (const audit of sources.audits)
    if (audit.status !== 'pending') {
      const { month, ...rest } = audit;
      monthOf(month).audit = rest;
    }
  for (const { month, ...figures } of sources.searchMonths)
    monthOf(month).search = { ...figures, pages: [], queries: [] };
  for (const { month, kind, ...line } of sources.searchTop) {
    const search = months.get(month)?.search;
    if (search) (kind === 'page' ? search.pages : search.queries).push(line);
  }
  for (const line of sources.work) monthOf(line.doneOn.slice(0, 7)).work.push(line);
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}

export type ScorePoint = { month: string; score: number | null };

/** Each month from the first audit to the last, oldest first: its score, or null when none was read. */
export function scoreSeries(months: ReportMonth[]): ScorePoint[] {
  const audited = months.filter((m) => m.audit).map((m) => m.month);
  if (!audited.length) return [];
  const scores = new Map(
    months.map((m) => [m.month, m.audit?.status === 'done' ? m.audit.score : null]),
  );
  const points: ScorePoint[] = [];
  for (let month = audited.at(-1)!; month <= audited[0]!; month = nextMonth(month))
    points.push({ month, score: scores.get(month) ?? null });
  return points;
}

const nextMonth = (month: string) => {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
};

/** The score of the audit read before the `index`-th month's (in the newest-first list), if any. */
export function scoreBefore(
  months: ReportMonth[],
  index: number,
): { month: string; score: number } | null {
  for (const earlier of months.slice(index + 1))
    if (earlier.audit?.status === 'done')
      return { month: earlier.month, score: earlier.audit.score };
  return null;
}

/** ", up 5 from 62 in October 2026": how a score compares with the audit before; '' for the first. */
export function scoreChange(score: number, before: { month: string; score: number } | null) {
  if (!before) return '';
  const when = monthName(before.month);
  if (score === before.score) return `, the same as in ${when}`;
  const direction = score > before.score ? 'up' : 'down';
  return `, ${direction} ${Math.abs(score - before.score)} from ${before.score} in ${when}`;
}
