'use client';

import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { countOf } from '@/lib/utils';

import { adminFetch } from '../admin-fetch';
import { ConfirmDelete } from '../confirm-delete';
import type { AdminList } from './use-admin-list';
import { announceTrashed } from '../trash/use-move-to-trash';

/**
 * The bulk bar's Delete Selected: asks first, deletes each selected row through its own API
 * address, and says how many went (and which did not).
 */
export function BulkDeleteButton<T>(props: {
  list: AdminList<T>;
  /** What a row is, singular and plural: 'blog post', 'blog posts'. */
  noun: [string, string];
  urlOf: (row: T) => string;
  nameOf: (row: T) => string;
  /** After the deletes, with the rows that were deleted. */
  onDeleted?: (rows: T[]) => void;
}) {
  const router = useRouter();
  const { list, noun } = props;
  const chosen = list.selectedRows;

  const remove = async () => {
    const deleted: T[] = [];
    const trashIds: string[] = [];
    const failed: string[] = [];
    for (const row of chosen) {
      try {
        const answer = await adminFetch<{ trashId?: string } | undefined>(props.urlOf(row), {
          method: 'DELETE',
        });
        if (answer?.trashId) trashIds.push(answer.trashId);
        deleted.push(row);
      } catch {
        failed.push(props.nameOf(row));
      }
    }
    list.clearSelection();
    if (deleted.length > 0)
      announceTrashed(`${countOf(deleted.length, ...noun)} deleted.`, trashIds, () =>
        router.refresh(),
      );
    if (failed.length > 0) toast.error(`Failed to delete ${failed.join(', ')}`);
    props.onDeleted?.(deleted);
    router.refresh();
  };

  return (
    <ConfirmDelete
      question={`Are you sure you want to delete ${countOf(chosen.length, ...noun)}?`}
      onConfirm={() => void remove()}
      trigger={
        <Button variant="outline" size="sm" className="text-red-600 dark:text-red-400">
          Delete Selected
        </Button>
      }
    />
  );
}
