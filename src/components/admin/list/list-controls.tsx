'use client';

import { Search } from 'lucide-react';
import { useId, useSyncExternalStore, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { countOf } from '@/lib/utils';

import { fieldClass } from '../form-fields';
import type { AdminList } from './use-admin-list';

const noSubscription = () => () => {};

/** True once the page runs in the browser: the controls work only then, so until then they are off. */
function useInteractive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Above a list: the search, its filters and sort, and how many rows match. */
export function ListToolbar<T>(props: {
  list: AdminList<T>;
  /** What a row is, singular and plural: 'post', 'posts'. */
  noun: [string, string];
}) {
  const { list } = props;
  const id = useId();
  const interactive = useInteractive();
  const { filters = [], sorts = [] } = list.definition;
  return (
    <div className="mt-8 space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="relative min-w-0 flex-1 basis-56">
          <label htmlFor={`${id}-search`} className="sr-only">
            Search {props.noun[1]}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <input
            id={`${id}-search`}
            type="search"
            value={list.state.query}
            onChange={(event) => list.setQuery(event.target.value)}
            placeholder={`Search ${props.noun[1]}...`}
            disabled={!interactive}
            className={`${fieldClass} pl-9`}
          />
        </div>
        {filters.map((filter) => (
          <div key={filter.key}>
            <label htmlFor={`${id}-${filter.key}`} className="block text-xs font-medium">
              {/* Named as a filter, apart from a form's own field of the same name. */}
              <span className="sr-only">Filter by </span>
              {filter.label}
            </label>
            <select
              id={`${id}-${filter.key}`}
              value={list.state.filters[filter.key] ?? 'all'}
              onChange={(event) => list.setFilter(filter.key, event.target.value)}
              disabled={!interactive}
              className={fieldClass}
            >
              <option value="all">All</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        {sorts.length > 0 ? (
          <div>
            <label htmlFor={`${id}-sort`} className="block text-xs font-medium">
              Sort
            </label>
            <select
              id={`${id}-sort`}
              value={list.state.sort ?? ''}
              onChange={(event) => list.setSort(event.target.value || null)}
              disabled={!interactive}
              className={fieldClass}
            >
              <option value="">As listed</option>
              {sorts.map((sort) => (
                <option key={sort.key} value={sort.key}>
                  {sort.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <p className="text-sm font-medium" role="status">
        {countOf(list.view.total, ...props.noun)} found
      </p>
    </div>
  );
}

/** Shown while rows are selected: how many, the list's bulk actions, and a way to clear. */
export function BulkBar<T>(props: { list: AdminList<T>; children: ReactNode }) {
  const count = props.list.selectedRows.length;
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label="Selected rows"
      className="sticky top-0 z-10 mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-primary bg-card px-4 py-3"
    >
      <span className="text-sm font-medium">{count.toLocaleString('en-IN')} selected</span>
      {props.children}
      <Button variant="ghost" size="sm" onClick={props.list.clearSelection}>
        Clear selection
      </Button>
    </div>
  );
}

/** The checkbox that selects one row; its label names the row. */
export function SelectRow<T>(props: { list: AdminList<T>; row: T; name: string }) {
  const interactive = useInteractive();
  return (
    <input
      type="checkbox"
      disabled={!interactive}
      checked={props.list.isSelected(props.row)}
      onChange={() => props.list.toggle(props.row)}
      aria-label={`Select ${props.name}`}
      className="h-4 w-4 align-middle"
    />
  );
}

/** The checkbox that selects every row of the page shown. */
export function SelectPage<T>(props: { list: AdminList<T> }) {
  const interactive = useInteractive();
  return (
    <input
      type="checkbox"
      disabled={!interactive}
      checked={props.list.allOnPage}
      onChange={props.list.togglePage}
      aria-label="Select every row on this page"
      className="h-4 w-4 align-middle"
    />
  );
}

/** Below a long list: Previous, the page, Next. */
export function ListPages<T>(props: { list: AdminList<T> }) {
  const { page, pageCount } = props.list.view;
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-end gap-3 text-sm">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => props.list.setPage(page - 1)}
      >
        Previous
      </Button>
      <span>
        Page {page} of {pageCount}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => props.list.setPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
