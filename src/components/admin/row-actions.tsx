'use client';

import { Pencil, Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';

import { Button } from '@/components/ui/button';

import { ConfirmDelete } from './confirm-delete';

/** A table row's Edit button, named after the row: 'Edit Mumbai'. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick} aria-label={`Edit ${name}`}>
      <Pencil className="h-4 w-4" aria-hidden />
      Edit
    </Button>
  );
}

/** A table row's Delete button, named after the row; the trigger of a confirmation dialog. */
export function DeleteButton({ name, ...props }: { name: string } & ComponentProps<'button'>) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-red-600 dark:text-red-400"
      aria-label={`Delete ${name}`}
      {...props}
    >
      <Trash2 className="h-4 w-4" aria-hidden />
      Delete
    </Button>
  );
}

export type RowActionsProps = {
  name: string;
  onEdit: () => void;
  /** The confirmation's question. */
  deleteQuestion: string;
  onDelete: () => void;
};

/** Edit, and Delete after a confirmation, at the end of an admin table's row. */
export function RowActions({ name, onEdit, deleteQuestion, onDelete }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <EditButton name={name} onClick={onEdit} />
      <ConfirmDelete
        question={deleteQuestion}
        onConfirm={onDelete}
        trigger={<DeleteButton name={name} />}
      />
    </div>
  );
}
