'use client';

import { useMemo, useState } from 'react';

import { listView, type ListDefinition, type ListState } from '@/lib/admin/list-view';

/**
 * The state of an admin list: its search, filters, sort and page (lib/admin/list-view.ts), and the
 * rows selected for a bulk action. Selection is kept by id, so it survives a search or a refresh
 * that still holds the row.
 */
export function useAdminList<T>(
  rows: readonly T[],
  definition: ListDefinition<T>,
  idOf: (row: T) => string,
  /** A search to start with, e.g. from the screen's address (?q=). */
  initialQuery = '',
) {
  const [state, setState] = useState<ListState>({
    query: initialQuery,
    filters: {},
    sort: null,
    page: 1,
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const view = useMemo(() => listView(rows, definition, state), [rows, definition, state]);

  const present = new Set(rows.map(idOf));
  const selectedRows = rows.filter((row) => selected.has(idOf(row)));
  const pageIds = view.rows.map(idOf);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  const update = (change: Partial<ListState>) =>
    setState((current) => ({ ...current, page: 1, ...change }));

  return {
    definition,
    state,
    view,
    setQuery: (query: string) => update({ query }),
    setFilter: (key: string, value: string) =>
      update({ filters: { ...state.filters, [key]: value } }),
    setSort: (sort: string | null) => update({ sort }),
    setPage: (page: number) => setState((current) => ({ ...current, page })),
    selectedRows,
    isSelected: (row: T) => selected.has(idOf(row)),
    toggle: (row: T) =>
      setSelected((current) => {
        const next = new Set([...current].filter((id) => present.has(id)));
        const id = idOf(row);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    allOnPage,
    togglePage: () =>
      setSelected((current) => {
        const next = new Set([...current].filter((id) => present.has(id)));
        for (const id of pageIds) {
          if (allOnPage) next.delete(id);
          else next.add(id);
        }
        return next;
      }),
    clearSelection: () => setSelected(new Set()),
  };
}

export type AdminList<T> = ReturnType<typeof useAdminList<T>>;
