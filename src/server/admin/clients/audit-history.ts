import 'server-only';

import { auditChanges } from '@/lib/clients/audit-changes';
import { AUDIT_CHECKS, type CheckId } from '@/lib/seo-audit/audit-checks';

import type { ClientAudit } from '../../queries/client-audits';

// A client's audits as its screen lists them, newest first: each month's score (or why the site
// could not be read), and the checks fixed and the new problems since the audit before it.

export type AuditHistoryRow = {
  id: string;
  month: string;
  status: ClientAudit['status'];
  score: number | null;
  error: string | null;
  /** Against the month before that was read; null for the first, or one not read. */
  fixed: string[] | null;
  appeared: string[] | null;
};

const labels = new Map<string, string>(AUDIT_CHECKS.map((check) => [check.id, check.label]));
const labelOf = (id: CheckId) => labels.get(id) ?? id;

export function auditHistory(audits: ClientAudit[]): AuditHistoryRow[] {
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
      fixed: changes ? changes.fixed.map(labelOf) : null,
      appeared: changes ? changes.appeared.map(labelOf) : null,
    };
  });
}
