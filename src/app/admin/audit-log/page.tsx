import type { Metadata } from 'next';

import { AdminTableHead, ScrollingTableBox } from '@/components/admin/admin-table-head';
import { AuditFiltersForm } from '@/components/admin/audit-log/audit-log-filters-form';
import { NoAccess } from '@/components/admin/no-access';
import { Pagination } from '@/components/site/blog/pagination';
import {
  AUDIT_KIND_LABELS,
  auditQueryString,
  parseAuditQuery,
} from '@/lib/admin/audit-log-filters';
import { formatTableDateTime } from '@/lib/dates';
import { loadAuditLog } from '@/server/admin/users/load-audit-log';
import { adminFor } from '@/server/auth/current-admin';
import { countOf } from '@/lib/utils';

export const metadata: Metadata = { title: 'Audit Log' };

export default async function AuditLogPage({ searchParams }: PageProps<'/admin/audit-log'>) {
  if (!(await adminFor('users'))) return <NoAccess />;
  const query = parseAuditQuery(await searchParams);
  const { rows, total, pageCount, users, retentionDays } = await loadAuditLog(query);
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Audit Log</h1>
      <p className="mt-1 text-muted-foreground">
        Every change in the admin, sign-in and failed sign-in: who, when, from where and what. Kept
        for {retentionDays} days.
      </p>
      <AuditFiltersForm query={query} users={users} />
      <p className="mt-6 text-sm font-medium" role="status">
        {countOf(total, 'entry', 'entries')} found
      </p>
      <ScrollingTableBox label="Audit log" className="mt-4 rounded-lg border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Audit log, newest first</caption>
          <AdminTableHead
            columns={['When', 'Who', 'Kind', 'What', 'Fields', 'From']}
            actions={false}
          />
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={row.id} className="bg-card align-top">
                <td className="px-4 py-3 whitespace-nowrap">{formatTableDateTime(row.at)}</td>
                <td className="px-4 py-3">{row.actor}</td>
                <td className="px-4 py-3">{AUDIT_KIND_LABELS[row.kind]}</td>
                <td className="px-4 py-3">
                  {row.action} <span className="font-mono text-xs">{row.target}</span>
                </td>
                <td className="px-4 py-3 text-xs">{row.fields.join(', ')}</td>
                <td className="px-4 py-3 font-mono text-xs">{row.ipAddress}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTableBox>
      <Pagination
        page={query.page}
        pageCount={pageCount}
        withSteps
        label="Audit log pages"
        hrefFor={(n) => `/admin/audit-log${auditQueryString(query, n)}`}
      />
    </div>
  );
}
