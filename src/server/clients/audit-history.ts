import 'server-only';

import { auditChanges } from '@/lib/clients/audit-changes';
import type { CheckId } from '@/lib/seo-audit/audit-checks';

import type { ClientAudit, ReportMailState } from '../queries/client-audits';

// A client's audits as its screen and its report list them, newest first: each month's score (or
// why the site could not be read), and the checks fixed and the new problems since the audit
// before it; and where the mail of the month's report is.

export type AuditHistoryRow = {
  id: string;
  month: string;
  status: ClientAudit['status'];
  score: number | null;
  error: string | null;
  /** Against the month before that was read; null for the first, or one not read. */
  fixed: CheckId[] | null;
  appeared: CheckId[] | null;
  mail: ReportMailState | null;
};

export function auditHistory(
  audits: ClientAudit[],
  mails: ReadonlyMap<string, ReportMailState> = new Map(),
): AuditHistoryRow[] {
  const read = audits.filter((audit) => audit.status === 'done' && audit.report);
  return audits.map((audit) => {
    const before = read.find((earlier) => earlier.month < audit.month);
    const changes =
      audit.status === 'done' && audit.report && before?.report
        ? auditChanges(before.report.results, audit.report.results)
        : null;
    return {
      id: audit.id,
      month: audit.month,
      status: audit.status,
      score: audit.score,
      error: audit.error,
      fixed: changes?.fixed ?? null,
      appeared: changes?.appeared ?? null,
      mail: mails.get(audit.id) ?? null,
    };
  });
}
