'use client';

import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';

import { buttonClasses } from '@/components/ui/button';

export type ConfirmDeleteProps = {
  question: string;
  onConfirm: () => void;
  trigger: ReactNode;
  /** The dialog's title and its confirming button, for an undoing other than a delete. */
  title?: string;
  confirm?: string;
  keep?: string;
};

/** An accessible "are you sure?" before anything is deleted (or cancelled). */
export function ConfirmDelete({
  question,
  onConfirm,
  trigger,
  title = 'Delete',
  confirm = 'Delete',
  keep = 'Cancel',
}: ConfirmDeleteProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-card p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {question}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('outline', 'sm')}>
              {keep}
            </AlertDialog.Cancel>
            <AlertDialog.Action onClick={onConfirm} className={buttonClasses('destructive', 'sm')}>
              {confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
