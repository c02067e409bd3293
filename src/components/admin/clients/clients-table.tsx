import Link from 'next/link';

import { formatTableDate } from '@/lib/dates';
import { formatPaise } from '@/lib/quotes/quote-totals';
import { clientStatusLabels } from '@/lib/validation/client';
import type { ClientRow } from '@/server/queries/clients';

import { AdminEmptyState, AdminTable } from '../admin-table-head';
import { StatusBadge } from '../status-badge';

export type ClientListRow = ClientRow & { serviceNames: string[] };

/** The clients, active first: what the agency does for each, for how much, since when. */
export function ClientsTable({ clients }: { clients: ClientListRow[] }) {
  if (!clients.length)
    return (
      <AdminEmptyState>
        No clients yet. An enquiry marked won offers to make one; or add one by hand.
      </AdminEmptyState>
    );
  return (
    <AdminTable
      caption="Clients, active first"
      columns={['Client', 'Services', 'Monthly fee', 'Status', 'Since']}
      actions={false}
    >
      {clients.map((client) => (
        <tr key={client.id} className="bg-card">
          <th scope="row" className="px-4 py-3 font-medium">
            <Link href={`/admin/clients/${client.id}`} className="text-primary underline">
              {client.name}
            </Link>
            <span className="block text-xs font-normal break-all text-muted-foreground">
              {client.website}
            </span>
          </th>
          <td className="px-4 py-3">{client.serviceNames.join(', ')}</td>
          <td className="px-4 py-3 whitespace-nowrap tabular-nums">
            {client.monthlyFeePaise === null ? '-' : formatPaise(client.monthlyFeePaise)}
          </td>
          <td className="px-4 py-3">
            <StatusBadge status={client.status} label={clientStatusLabels[client.status]} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap">{formatTableDate(client.statusOn)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
