'use client';

import Link from 'next/link';

import type { ListDefinition } from '@/lib/admin/list-view';
import { formatTableDateTime } from '@/lib/dates';
import type { NotFoundRow } from '@/server/queries/not-found-log';

import { AdminEmptyState, AdminTable } from '../admin-table-head';
import { BulkActionButton } from '../list/bulk-action';
import { BulkBar, ListPages, ListToolbar, SelectPage } from '../list/list-controls';
import { SelectableName } from '../list/selectable-list';
import { useAdminList } from '../list/use-admin-list';

const notFoundList: ListDefinition<NotFoundRow> = {
  searchText: (row) => `${row.path} ${row.lastReferrer}`,
  filters: [
    {
      key: 'state',
      label: 'State',
      options: [
        { value: 'open', label: 'To resolve' },
        { value: 'resolved', label: 'Resolved' },
        { value: 'probe', label: 'Probes' },
      ],
      matches: (row, state) =>
        state === 'resolved'
          ? row.resolved
          : state === 'probe'
            ? row.probe && !row.resolved
            : !row.resolved && !row.probe,
    },
  ],
  sorts: [
    { key: 'hits', label: 'Most hits first', value: (row) => row.hits, descending: true },
    { key: 'last-seen', label: 'Last seen first', value: (row) => row.lastSeen, descending: true },
  ],
};

/**
 * The 404 log, unresolved first; a row's action opens a new redirect with its path filled in, and
 * selected paths meant to stay gone are marked resolved together.
 */
export function NotFoundTable({ rows, query }: { rows: NotFoundRow[]; query: string }) {
  const list = useAdminList(rows, notFoundList, (row) => row.path, query);
  if (rows.length === 0) return <AdminEmptyState>No 404s logged yet.</AdminEmptyState>;
  return (
    <>
      <ListToolbar list={list} noun={['path', 'paths']} />
      <BulkBar list={list}>
        <BulkActionButton
          list={list}
          label="Mark Resolved"
          noun={['path', 'paths']}
          done="marked resolved"
          request={(row) => ({
            url: '/api/admin/not-found',
            method: 'PATCH',
            body: { path: row.path },
          })}
          nameOf={(row) => row.path}
        />
      </BulkBar>
      <AdminTable
        lead={<SelectPage list={list} />}
        caption="Paths that answered 404, unresolved first"
        columns={['Path', 'Hits', 'First seen', 'Last seen', 'Last referrer', 'Last visitor']}
      >
        {list.view.rows.map((row) => (
          <tr key={row.path} className="bg-card">
            <th scope="row" className="px-4 py-3 font-mono text-xs font-medium break-all">
              <SelectableName list={list} row={row} name={row.path} />
            </th>
            <td className="px-4 py-3 tabular-nums">{row.hits}</td>
            <td className="px-4 py-3 whitespace-nowrap">{formatTableDateTime(row.firstSeen)}</td>
            <td className="px-4 py-3 whitespace-nowrap">{formatTableDateTime(row.lastSeen)}</td>
            <td className="px-4 py-3 text-xs break-all">{row.lastReferrer || '-'}</td>
            <td className="px-4 py-3">{row.lastBot ? 'Bot' : 'Person'}</td>
            <td className="px-4 py-3 text-right">
              {row.resolved ? (
                <span className="text-muted-foreground">
                  Resolved{row.resolvedReason ? `: ${row.resolvedReason.toLowerCase()}` : ''}
                </span>
              ) : row.probe ? (
                <span className="text-muted-foreground">Probe</span>
              ) : (
                <Link
                  href={`/admin/redirects?source=${encodeURIComponent(row.path)}`}
                  className="font-medium text-primary underline"
                  aria-label={`Redirect ${row.path}`}
                >
                  Redirect
                </Link>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <ListPages list={list} />
    </>
  );
}
