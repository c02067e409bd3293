'use client';

import { RotateCcw, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';

import { Button } from '@/components/ui/button';
import { formatTableDateTime } from '@/lib/dates';
import { countOf } from '@/lib/utils';
import type { TrashEntry } from '@/server/queries/trash';

import { AdminEmptyState, AdminTable } from '../admin-table-head';
import { ConfirmDelete } from '../confirm-delete';
import { DeleteButton } from '../row-actions';
import { useAdminMutation } from '../use-admin-mutation';
import { restoreEntries } from './use-move-to-trash';

const CONTENT =
  'posts, services, cities, city pages, authors, testimonials, leadership members, FAQs';
const PAGES_BACK = 'Restoring one brings back its pages, its addresses and their redirects';
const ENQUIRY_BACK = 'notes and timeline, and the mails it was waiting to send go then';

/** What the trash holds for the role, in words: content, enquiries or both. */
function trashIntro(kinds: { content: boolean; enquiries: boolean }): string {
  if (!kinds.content)
    return `Deleted enquiries stay here for 30 days. Restoring one brings back its ${ENQUIRY_BACK}.`;
  if (!kinds.enquiries)
    return `Deleted ${CONTENT} and redirects stay here for 30 days. ${PAGES_BACK}.`;
  return `Deleted ${CONTENT}, redirects and enquiries stay here for 30 days. ${PAGES_BACK}; an enquiry, its ${ENQUIRY_BACK}.`;
}

/** Everything deleted in the last 30 days: restore it as it was, or delete it for good. */
export function TrashAdmin({
  entries,
  kinds,
}: {
  entries: TrashEntry[];
  /** What the signed-in role may see here. */
  kinds: { content: boolean; enquiries: boolean };
}) {
  const router = useRouter();
  const mutate = useAdminMutation();

  const restore = async (entry: TrashEntry) => {
    if (await restoreEntries([entry.id])) router.refresh();
  };

  const deleteForGood = (entry: TrashEntry) =>
    mutate({
      url: `/api/admin/trash/${entry.id}`,
      method: 'DELETE',
      done: { title: 'Success', description: `${entry.title} is deleted for good.` },
      failed: 'Failed to delete for good',
    });

  const empty = () =>
    mutate<{ deleted: number }>({
      url: '/api/admin/trash',
      method: 'DELETE',
      done: ({ deleted }) => ({
        title: 'Success',
        description: `${countOf(deleted, 'item')} deleted for good.`,
      }),
      failed: 'Failed to empty the trash',
    });

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Trash</h1>
        {entries.length > 0 ? (
          <ConfirmDelete
            question={`Delete ${countOf(entries.length, 'item')} in the trash for good? They cannot be restored after this.`}
            onConfirm={() => void empty()}
            trigger={
              <Button variant="outline" className="text-red-600 dark:text-red-400">
                <Trash2 className="h-4 w-4" aria-hidden />
                Empty Trash
              </Button>
            }
          />
        ) : null}
      </div>
      <p className="mt-2 text-muted-foreground">{trashIntro(kinds)}</p>
      {entries.length === 0 ? (
        <AdminEmptyState>The trash is empty.</AdminEmptyState>
      ) : (
        <AdminTable caption="The trash, newest first" columns={['Item', 'Deleted', 'By']}>
          {entries.map((entry) => (
            <tr key={entry.id} className="bg-card">
              <th scope="row" className="px-4 py-3 font-medium">
                {entry.title}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">
                {formatTableDateTime(entry.deletedAt)}
              </td>
              <td className="px-4 py-3">{entry.deletedBy ?? '-'}</td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Restore ${entry.title}`}
                    onClick={() => void restore(entry)}
                  >
                    <RotateCcw className="h-4 w-4" aria-hidden />
                    Restore
                  </Button>
                  <ConfirmDelete
                    question={`Delete ${entry.title} for good? It cannot be restored after this.`}
                    onConfirm={() => void deleteForGood(entry)}
                    trigger={<DeleteButton name={entry.title} />}
                  />
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
