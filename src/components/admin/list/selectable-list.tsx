'use client';

import type { ReactNode } from 'react';

import { AdminTable } from '../admin-table-head';
import { BulkDeleteButton } from './bulk-delete';
import { BulkBar, ListPages, ListToolbar, SelectPage, SelectRow } from './list-controls';
import type { AdminList } from './use-admin-list';

/**
 * An admin list whose rows can be changed together: the toolbar, the bulk bar (its actions, then Delete Selected),
 * the table of the page shown (a box that selects every row heads its first column) and the pages.
 */
export function SelectableList<T>(props: {
  list: AdminList<T>;
  /** What a row is, singular and plural, as the count and the delete question say it. */
  noun: [string, string];
  /** The toolbar's word when it differs from `noun`: 'posts' where a delete says 'blog posts'. */
  searchNoun?: [string, string];
  urlOf: (row: T) => string;
  bodyOf?: (row: T) => object;
  nameOf: (row: T) => string;
  onDeleted?: (rows: T[]) => void;
  /** Bulk actions before Delete Selected: Hide Selected, Publish Selected. */
  actions?: ReactNode;
  caption: string;
  columns: readonly string[];
  children: (rows: T[]) => ReactNode;
  /** The rows are one page the server searched and paged (the cities): no toolbar or pages here. */
  serverPaged?: boolean;
}) {
  const { list } = props;
  return (
    <>
      {props.serverPaged ? null : <ListToolbar list={list} noun={props.searchNoun ?? props.noun} />}
      <BulkBar list={list}>
        {props.actions}
        <BulkDeleteButton
          list={list}
          noun={props.noun}
          urlOf={props.urlOf}
          bodyOf={props.bodyOf}
          nameOf={props.nameOf}
          onDeleted={props.onDeleted}
        />
      </BulkBar>
      <AdminTable caption={props.caption} columns={props.columns} lead={<SelectPage list={list} />}>
        {props.children(list.view.rows)}
      </AdminTable>
      {props.serverPaged ? null : <ListPages list={list} />}
    </>
  );
}

/** A row's name with the box that selects it. */
export function SelectableName<T>(props: { list: AdminList<T>; row: T; name: string }) {
  return (
    <span className="flex items-center gap-3">
      <SelectRow list={props.list} row={props.row} name={props.name} />
      {props.name}
    </span>
  );
}
