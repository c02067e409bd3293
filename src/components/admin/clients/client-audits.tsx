import { auditCheck, type CheckId } from '@/lib/seo-audit/audit-checks';
import { formatLongDateTime } from '@/lib/dates';
import type { AuditHistoryRow } from '@/server/clients/audit-history';
import { monthName } from '@/lib/clients/month-name';

import { AdminEmptyState, AdminTable } from '../admin-table-head';

const listed = (ids: CheckId[] | null) =>
  ids === null ? '-' : ids.length ? ids.map((id) => auditCheck(id).label).join(', ') : 'None';

const MAIL_STATES = { pending: 'Waiting to be sent', sent: 'Sent', failed: 'Could not be sent' };

const mailOf = (audit: AuditHistoryRow) =>
  audit.mail
    ? `${MAIL_STATES[audit.mail.status]}${audit.mail.status === 'sent' ? ` ${formatLongDateTime(audit.mail.at)}` : ''}`
    : 'Not sent';

/** A client's monthly audits, newest first: the score, or why the site could not be read. */
export function ClientAudits({ audits, day }: { audits: AuditHistoryRow[]; day: number }) {
  if (!audits.length)
    return (
      <AdminEmptyState>
        No audit yet: the site is audited on day {day} of each month while the work is active.
      </AdminEmptyState>
    );
  return (
    <AdminTable
      caption="Monthly audits, newest first"
      columns={['Month', 'Score', 'Fixed since the audit before', 'New problems', 'Report mail']}
      actions={false}
    >
      {audits.map((audit) => (
        <tr key={audit.id} className="bg-card">
          <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap">
            {monthName(audit.month)}
          </th>
          {audit.status === 'done' ? (
            <>
              <td className="px-4 py-3 tabular-nums">{audit.score}/100</td>
              <td className="px-4 py-3">{listed(audit.fixed)}</td>
              <td className="px-4 py-3">{listed(audit.appeared)}</td>
            </>
          ) : (
            <td colSpan={3} className="px-4 py-3">
              {audit.status === 'pending'
                ? 'Being read now.'
                : `Unreachable: ${audit.error ?? 'the site could not be read.'}`}
            </td>
          )}
          <td className="px-4 py-3">{mailOf(audit)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
