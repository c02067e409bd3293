'use client';

import { formatTableDate } from '@/lib/dates';
import type { AutomaticRedirect } from '@/server/queries/automatic-redirects';

import { AdminTable } from '../admin-table-head';
import { ConfirmDelete } from '../confirm-delete';
import { DeleteButton } from '../row-actions';
import { useDeleteRedirect } from './use-delete-redirect';

/** The 301s renames made, marked with what made each; each can be deleted like a manual one. */
export function AutomaticRedirects({ rows }: { rows: AutomaticRedirect[] }) {
  const deleteRedirect = useDeleteRedirect();
  if (rows.length === 0) return null;
  const remove = (row: AutomaticRedirect) =>
    deleteRedirect(
      `/api/admin/redirects/automatic/${encodeURIComponent(row.kind)}/${encodeURIComponent(row.alias)}`,
      row.source,
    );

  return (
    <section aria-labelledby="automatic-redirects-heading" className="mt-10">
      <h2 id="automatic-redirects-heading" className="text-xl font-semibold">
        Automatic redirects
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Made when a city, service or author was renamed: the old address answers 301 to the new one.
        To send it elsewhere, delete it here and add a redirect of your own.
      </p>
      <AdminTable
        caption="Automatic redirects, made by renames"
        columns={['Source', 'Target', 'Type', 'Made by', 'Since']}
      >
        {rows.map((row) => (
          <tr key={`${row.kind}:${row.alias}`} className="bg-card">
            <th scope="row" className="px-4 py-3 font-mono text-xs font-medium break-all">
              {row.source}
            </th>
            <td className="px-4 py-3 font-mono text-xs break-all">{row.target}</td>
            <td className="px-4 py-3 tabular-nums">301</td>
            <td className="px-4 py-3">{row.madeBy}</td>
            <td className="px-4 py-3 whitespace-nowrap">{formatTableDate(row.createdAt)}</td>
            <td className="px-4 py-3">
              <div className="flex justify-end">
                <ConfirmDelete
                  question={`Are you sure you want to delete the redirect of ${row.source}? The old address then answers 404.`}
                  onConfirm={() => void remove(row)}
                  trigger={<DeleteButton name={row.source} />}
                />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
