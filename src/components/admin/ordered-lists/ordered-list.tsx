'use client';

import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import type { ListDefinition } from '@/lib/admin/list-view';

import { AdminEmptyState } from '../admin-table-head';
import { BulkActionButton } from '../list/bulk-action';
import { SelectableList, SelectableName } from '../list/selectable-list';
import { useAdminList } from '../list/use-admin-list';
import { RowActions } from '../row-actions';
import { useAdminMutation } from '../use-admin-mutation';
import { StatusBadge } from '../status-badge';
import { useMoveToTrash } from '../trash/use-move-to-trash';

export type OrderedItem = { id: string; title: string; detail: string; hidden: boolean };

export type OrderedListProps = {
  /** The API's base path, e.g. '/api/admin/testimonials'. */
  api: string;
  /** One item and several, in messages: ['testimonial', 'testimonials']. */
  noun: [string, string];
  /** The search's words when several lists share a screen: ['home page question', …]. */
  searchNoun?: [string, string];
  caption: string;
  /** The heading of the column that names each item; 'Name' by default. */
  itemHeader?: string;
  items: OrderedItem[];
  onEdit: (id: string) => void;
  empty: ReactNode;
};

const orderedList: ListDefinition<OrderedItem> = {
  searchText: (item) => `${item.title} ${item.detail}`,
  filters: [
    {
      key: 'shown',
      label: 'Shown',
      options: [
        { value: 'shown', label: 'Shown' },
        { value: 'hidden', label: 'Hidden' },
      ],
      matches: (item, value) => item.hidden === (value === 'hidden'),
    },
  ],
};

/**
 * The items in the order the site shows them: searched and filtered, each movable up and down
 * (while the whole list shows), editable and deletable; selected ones hidden, shown or deleted.
 */
export function OrderedList(props: OrderedListProps) {
  const { api, noun, caption, items, onEdit, empty, itemHeader = 'Name' } = props;
  const mutate = useAdminMutation();
  const list = useAdminList(items, orderedList, (item) => item.id);
  // Moving is by neighbours in the site's order: only while no search or filter hides any.
  const whole = list.view.total === items.length && list.view.rows.length === items.length;

  // The list's new order is what the move shows: no toast.
  const move = (item: OrderedItem, direction: -1 | 1) =>
    mutate({
      url: `${api}/${item.id}/move`,
      method: 'POST',
      body: { direction },
      failed: `Failed to move the ${noun[0]}`,
    });

  const moveToTrash = useMoveToTrash();
  const remove = (item: OrderedItem) =>
    moveToTrash({
      url: `${api}/${item.id}`,
      deleted: `${item.title} deleted.`,
      failed: `Failed to delete the ${noun[0]}`,
    });

  if (items.length === 0) return <AdminEmptyState>{empty}</AdminEmptyState>;
  const visibility = (hidden: boolean) => (item: OrderedItem) => ({
    url: `${api}/${item.id}`,
    method: 'PATCH' as const,
    body: { hidden },
  });
  return (
    <SelectableList
      list={list}
      noun={noun}
      searchNoun={props.searchNoun}
      urlOf={(item) => `${api}/${item.id}`}
      nameOf={(item) => item.title}
      actions={
        <>
          <BulkActionButton
            list={list}
            label="Hide Selected"
            noun={noun}
            done="hidden"
            request={visibility(true)}
            nameOf={(item) => item.title}
          />
          <BulkActionButton
            list={list}
            label="Show Selected"
            noun={noun}
            done="shown"
            request={visibility(false)}
            nameOf={(item) => item.title}
          />
        </>
      }
      caption={caption}
      columns={[itemHeader, 'Shown', 'Order']}
    >
      {(rows) =>
        rows.map((item, index) => (
          <tr key={item.id} className="bg-card">
            <th scope="row" className="px-4 py-3 font-medium">
              <SelectableName list={list} row={item} name={item.title} />
              <span className="block pl-7 text-xs font-normal text-muted-foreground">
                {item.detail}
              </span>
            </th>
            <td className="px-4 py-3">
              <StatusBadge
                status={item.hidden ? 'other' : 'closed'}
                label={item.hidden ? 'Hidden' : 'Shown'}
              />
            </td>
            <td className="px-4 py-3">
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={!whole || index === 0}
                  onClick={() => void move(item, -1)}
                  aria-label={`Move ${item.title} up`}
                >
                  <ArrowUp className="h-4 w-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={!whole || index === rows.length - 1}
                  onClick={() => void move(item, 1)}
                  aria-label={`Move ${item.title} down`}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden />
                </Button>
              </div>
            </td>
            <td className="px-4 py-3">
              <RowActions
                name={item.title}
                onEdit={() => onEdit(item.id)}
                deleteQuestion={`Are you sure you want to delete ${item.title}? To take it off the site for a while, hide it instead.`}
                onDelete={() => void remove(item)}
              />
            </td>
          </tr>
        ))
      }
    </SelectableList>
  );
}
