import 'server-only';

import { reportMonths, scoreSeries, type ReportMonth } from '@/lib/clients/report-months';

import type { DB } from '../db/schema';
import { clientAuditsOf } from '../queries/client-audits';
import { clientSearchMonths, clientSearchTop } from '../queries/client-search';
import { clientWorkOf } from '../queries/client-work';
import type { ClientRow } from '../queries/clients';
import { auditHistory } from './audit-history';

// A client's report as its page and its mail show it: every month with an audit, search figures
// or work, newest first, and the score of each month for the chart.

/** The pages and the queries the report lists for each month. */
export const TOP_LINES_A_MONTH = 10;

export type ClientReport = { months: ReportMonth[]; scores: ReturnType<typeof scoreSeries> };

export async function clientReport(db: DB, client: Pick<ClientRow, 'id'>): Promise<ClientReport> {
  const [audits, searchMonths, searchTop, work] = await Promise.all([
    clientAuditsOf(db, client.id),
    clientSearchMonths(db, client.id),
    clientSearchTop(db, client.id, TOP_LINES_A_MONTH),
    clientWorkOf(db, client.id),
  ]);
  const months = reportMonths({
    audits: auditHistory(audits).map((row) =>
      row.status === 'done'
        ? {
            month: row.month,
            status: 'done',
            score: row.score ?? 0,
            fixed: row.fixed,
            appeared: row.appeared,
          }
        : row.status === 'unreachable'
          ? { month: row.month, status: 'unreachable', error: row.error ?? '' }
          : { month: row.month, status: 'pending' },
    ),
    searchMonths,
    searchTop,
    work,
  });
  return { months, scores: scoreSeries(months) };
}
