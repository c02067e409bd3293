'use client';

import { ArrowDown, ArrowUp } from 'lucide-react';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

import { adminFetch } from '../admin-fetch';
import { RowActions } from '../row-actions';
import { StatusBadge } from '../status-badge';
import { useMoveToTrash } from '../trash/use-move-to-trash';

export type OrderedItem = { id: string; title: string; detail: string; hidden: boolean };

export type OrderedListProps = {
  /** The API's base path, e.g. '/api/admin/testimonials'. */
  api: string;
  /** One item's name in messages, e.g. 'testimonial'. */
  noun: string;
  caption: string;
  /** The heading of the column that names each item; 'Name' by default. */
  itemHeader?: string;
  items: OrderedItem[];
  onEdit: (id: string) => void;
  empty: ReactNode;
};

/** The items in the order the site shows them, each movable up and down, editable and deletable. */
export function OrderedList(props: OrderedListProps) {
  const { api, noun, caption, items, onEdit, empty, itemHeader = 'Name' } = props;
  const router = useRouter();

  const move = async (item: OrderedItem, direction: -1 | 1) => {
    try {
      await adminFetch(`${api}/${item.id}/move`, {
        method: 'POST',
        body: JSON.stringify({ direction }),
      });
      router.refresh();
    } catch (error) {
      toast.error(`Failed to move the ${noun}: ${(error as Error).message}`);
    }
  };

  const moveToTrash = useMoveToTrash();
  const remove = (item: OrderedItem) =>
    moveToTrash({
      url: `${api}/${item.id}`,
      deleted: `${item.title} deleted.`,
      failed: `Failed to delete the ${noun}`,
    });

  if (items.length === 0)
    return (
      <p className="mt-8 rounded-lg border border-border bg-card p-10 text-center text-muted-foreground">
        {empty}
      </p>
    );
  return (
    <div className="relative mt-8 overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-xs tracking-wide uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Order
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {itemHeader}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Shown
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items.map((item, index) => (
            <tr key={item.id} className="bg-card">
              <td className="px-4 py-3">
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === 0}
                    onClick={() => void move(item, -1)}
                    aria-label={`Move ${item.title} up`}
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === items.length - 1}
                    onClick={() => void move(item, 1)}
                    aria-label={`Move ${item.title} down`}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden />
                  </Button>
                </div>
              </td>
              <th scope="row" className="px-4 py-3 font-medium">
                {item.title}
                <span className="block text-xs font-normal text-muted-foreground">
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
                <RowActions
                  name={item.title}
                  onEdit={() => onEdit(item.id)}
                  deleteQuestion={`Are you sure you want to delete ${item.title}? To take it off the site for a while, hide it instead.`}
                  onDelete={() => void remove(item)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
