'use client';

import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { countOf } from '@/lib/utils';

import { ConfirmDelete } from '../confirm-delete';
import { sendToEach } from './send-to-each';
import type { AdminList } from './use-admin-list';
import { announceTrashed } from '../trash/use-move-to-trash';

/**
 * The bulk bar's Delete Selected: asks first, deletes each selected row through its own API
 * address, and says how many went (and which did not, and why).
 */
export function BulkDeleteButton<T>(props: {
  list: AdminList<T>;
  /** What a row is, singular and plural: 'blog post', 'blog posts'. */
  noun: [string, string];
  urlOf: (row: T) => string;
  /** A body the delete needs (an author's: no one takes over their posts). */
  bodyOf?: (row: T) => object;
  nameOf: (row: T) => string;
  /** The confirm's question, given '2 blog posts' and 2; by default, are you sure. */
  question?: (count: string, n: number) => string;
  /** After the deletes, with the rows that were deleted. */
  onDeleted?: (rows: T[]) => void;
}) {
  const router = useRouter();
  const { list, noun } = props;
  const chosen = list.selectedRows;

  const remove = async () => {
    const done = await sendToEach<T, { trashId?: string } | undefined>(
      chosen,
      (row) => ({ url: props.urlOf(row), method: 'DELETE', body: props.bodyOf?.(row) }),
      props.nameOf,
      'Failed to delete',
    );
    list.clearSelection();
    const trashIds = done.flatMap(({ answer }) => (answer?.trashId ? [answer.trashId] : []));
    if (done.length > 0)
      announceTrashed(`${countOf(done.length, ...noun)} deleted.`, trashIds, () =>
        router.refresh(),
      );
    props.onDeleted?.(done.map(({ row }) => row));
    router.refresh();
  };

  return (
    <ConfirmDelete
      question={(props.question ?? ((count) => `Are you sure you want to delete ${count}?`))(
        countOf(chosen.length, ...noun),
        chosen.length,
      )}
      onConfirm={() => void remove()}
      trigger={
        <Button variant="outline" size="sm" className="text-red-600 dark:text-red-400">
          Delete Selected
        </Button>
      }
    />
  );
}
