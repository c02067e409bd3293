'use client';

import { AlertDialog } from 'radix-ui';
import { useState } from 'react';

import { Button, buttonClasses } from '@/components/ui/button';
import type { AdminAuthorRow } from '@/server/queries/authors-admin';
import { countOf } from '@/lib/utils';

import { fieldClass, labelClass } from '../form-fields';
import { DeleteButton } from '../row-actions';

export type DeleteAuthorDialogProps = {
  author: AdminAuthorRow;
  others: AdminAuthorRow[];
  /** Deletes; resolves with an error message to show, or null once deleted. */
  onDelete: (successorId: string) => Promise<string | null>;
};

/** Asks before deleting an author, and who takes over their posts when they have any. */
export function DeleteAuthorDialog({ author, others, onDelete }: DeleteAuthorDialogProps) {
  const [open, setOpen] = useState(false);
  const [successor, setSuccessor] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (author.posts > 0 && !successor) {
      setError('Choose who takes over the posts.');
      return;
    }
    setBusy(true);
    const message = await onDelete(successor);
    setBusy(false);
    if (message) setError(message);
    else setOpen(false);
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <AlertDialog.Trigger asChild>
        <DeleteButton name={author.name} />
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-card p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">Delete</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            Are you sure you want to delete {author.name}?
            {author.posts > 0
              ? ` Their ${countOf(author.posts, 'post')} stay published under another author.`
              : ''}
          </AlertDialog.Description>
          {author.posts > 0 ? (
            <div className="mt-4">
              <label htmlFor="successor" className={labelClass}>
                Give their posts to *
              </label>
              <select
                id="successor"
                value={successor}
                onChange={(event) => setSuccessor(event.target.value)}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? 'successor-error' : undefined}
                className={fieldClass}
              >
                <option value="">Select an author</option>
                {others.map((other) => (
                  <option key={other.id} value={other.id}>
                    {other.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {error ? (
            <p
              id="successor-error"
              role="alert"
              className="mt-2 text-sm text-red-600 dark:text-red-400"
            >
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('outline', 'sm')}>
              Cancel
            </AlertDialog.Cancel>
            <Button variant="destructive" size="sm" disabled={busy} onClick={() => void confirm()}>
              Delete
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
