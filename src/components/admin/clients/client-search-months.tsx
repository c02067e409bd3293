import type { ClientSearchTotals } from '@/server/queries/client-search';
import { monthName } from '@/lib/clients/month-name';

import { AdminEmptyState, AdminTable } from '../admin-table-head';

const integer = new Intl.NumberFormat('en-IN');

/** A client's Search Console figures by month, newest first. */
export function ClientSearchMonths({ months }: { months: ClientSearchTotals[] }) {
  if (!months.length)
    return <AdminEmptyState>No Search Console export imported yet.</AdminEmptyState>;
  return (
    <AdminTable
      caption="Search Console figures by month, newest first"
      columns={['Month', 'Clicks', 'Impressions', 'Average position', 'Imported']}
      actions={false}
    >
      {months.map((month) => (
        <tr key={month.month} className="bg-card">
          <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap">
            {monthName(month.month)}
          </th>
          <td className="px-4 py-3 tabular-nums">{integer.format(month.clicks)}</td>
          <td className="px-4 py-3 tabular-nums">{integer.format(month.impressions)}</td>
          <td className="px-4 py-3 tabular-nums">
            {month.position === null ? '-' : month.position.toFixed(1)}
          </td>
          <td className="px-4 py-3">
            {month.kinds.map((kind) => (kind === 'page' ? 'pages' : 'queries')).join(' and ')}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
