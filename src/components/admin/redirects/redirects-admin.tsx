'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { formatTableDate } from '@/lib/dates';
import { REDIRECTS_PAGE_SIZE } from '@/lib/admin/redirect-filters';
import type { RedirectInput } from '@/lib/validation/redirect';
import { countOf } from '@/lib/utils';
import type { AutomaticRedirect } from '@/server/queries/automatic-redirects';
import type { RedirectRow } from '@/server/queries/redirects';
import type { ListDefinition } from '@/lib/admin/list-view';

import { AdminEmptyState } from '../admin-table-head';
import { SelectableList, SelectableName } from '../list/selectable-list';
import { useAdminList } from '../list/use-admin-list';
import { RowActions } from '../row-actions';
import { AutomaticRedirects } from './automatic-redirects';
import { RedirectForm } from './redirect-form';
import { RedirectImport } from './redirect-import';
import { useDeleteRedirect } from './use-delete-redirect';

// Searched, filtered, ordered and paged by the database (app/admin/redirects/page.tsx); the list
// here keeps the selection of the rows shown.
const redirectList: ListDefinition<RedirectRow> = {
  searchText: (row) => row.source,
  pageSize: REDIRECTS_PAGE_SIZE,
};

type Mode =
  | { kind: 'closed' }
  | { kind: 'create'; initial: RedirectInput | null }
  | { kind: 'edit'; row: RedirectRow };

/** A page of the redirects with their hits, and a form to add or edit one; a delete asks first. */
export function RedirectsAdmin({
  redirects,
  total,
  automatic,
  newSource,
  filters,
  filtered,
  pages,
}: {
  /** The page shown of the rules the search keeps, and how many it keeps. */
  redirects: RedirectRow[];
  total: number;
  /** The 301s renames made. */
  automatic: AutomaticRedirect[];
  /** A path to start a new redirect from (the 404 log's action). */
  newSource: string | null;
  filters: ReactNode;
  /** Whether a search or filter is on: the count then says how many were found. */
  filtered: boolean;
  pages: ReactNode;
}) {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>(
    newSource
      ? { kind: 'create', initial: { source: newSource, target: '', type: 301, note: '' } }
      : { kind: 'closed' },
  );

  const list = useAdminList(redirects, redirectList, (row) => row.id);
  const deleteRedirect = useDeleteRedirect();
  const remove = (row: RedirectRow) => deleteRedirect(`/api/admin/redirects/${row.id}`, row.source);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Redirects</h1>
        <Button
          onClick={() => setMode({ kind: 'create', initial: null })}
          disabled={mode.kind === 'create'}
        >
          <Plus className="h-4 w-4" aria-hidden />
          Add Redirect
        </Button>
      </div>
      {mode.kind !== 'closed' ? (
        <RedirectForm
          key={mode.kind === 'edit' ? mode.row.id : 'new'}
          id={mode.kind === 'edit' ? mode.row.id : null}
          initial={
            mode.kind === 'edit'
              ? {
                  source: mode.row.source,
                  target: mode.row.target,
                  type: mode.row.type,
                  note: mode.row.note,
                }
              : mode.initial
          }
          onDone={() => {
            setMode({ kind: 'closed' });
            // The search stays; the 404 log's source, once used, goes.
            const params = new URLSearchParams(window.location.search);
            params.delete('source');
            router.replace(`/admin/redirects${params.size ? `?${params}` : ''}`);
            router.refresh();
          }}
          onCancel={() => setMode({ kind: 'closed' })}
        />
      ) : null}
      {filters}
      <p className="mt-6 text-sm font-medium" role="status">
        {filtered ? `${countOf(total, 'redirect')} found` : `Total ${countOf(total, 'redirect')}`}
      </p>
      {total === 0 && !filtered ? (
        <AdminEmptyState>
          {automatic.length ? 'No redirects of your own yet.' : 'No redirects yet.'}
        </AdminEmptyState>
      ) : redirects.length === 0 ? null : (
        <SelectableList
          serverPaged
          list={list}
          noun={['redirect', 'redirects']}
          urlOf={(row) => `/api/admin/redirects/${row.id}`}
          nameOf={(row) => row.source}
          caption="Redirects, by source path"
          columns={['Source', 'Target', 'Type', 'Hits', 'Last hit', 'Note']}
        >
          {(rows) =>
            rows.map((row) => (
              <tr key={row.id} className="bg-card">
                <th scope="row" className="px-4 py-3 font-mono text-xs font-medium break-all">
                  <SelectableName list={list} row={row} name={row.source} />
                </th>
                <td className="px-4 py-3 font-mono text-xs break-all">{row.target || '-'}</td>
                <td className="px-4 py-3 tabular-nums">{row.type}</td>
                <td className="px-4 py-3 tabular-nums">{row.hits}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {row.lastHitAt ? formatTableDate(row.lastHitAt) : '-'}
                </td>
                <td className="px-4 py-3">{row.note || '-'}</td>
                <td className="px-4 py-3">
                  <RowActions
                    name={row.source}
                    onEdit={() => {
                      setMode({ kind: 'edit', row });
                      window.scrollTo({ top: 0, behavior: 'smooth' });
                    }}
                    deleteQuestion={`Are you sure you want to delete the redirect of ${row.source}? The path then answers as it would without it.`}
                    onDelete={() => void remove(row)}
                  />
                </td>
              </tr>
            ))
          }
        </SelectableList>
      )}
      {pages}
      <AutomaticRedirects rows={automatic} />
      <RedirectImport />
    </div>
  );
}
