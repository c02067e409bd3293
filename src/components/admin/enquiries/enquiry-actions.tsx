'use client';

import { Eye, Trash2 } from 'lucide-react';
import { Dialog } from 'radix-ui';

import { Button, buttonClasses } from '@/components/ui/button';
import { formatLongDateTime } from '@/lib/dates';
import type { Enquiry } from '@/server/queries/enquiries';

import { AdminDialog } from '../admin-dialog';
import { ConfirmDelete } from '../confirm-delete';
import { useMoveToTrash } from '../trash/use-move-to-trash';
import { EnquiryDetails } from './enquiry-details';

/** The confirm says where a deleted enquiry goes. */
export const trashQuestion = (name: string) =>
  `Move the enquiry from ${name} to the trash? It can be restored from there for 30 days, with its notes and timeline.`;

/** Moves the enquiry to the trash (with Undo) once confirmed; `done` runs after, and after Undo. */
export function DeleteEnquiryButton(props: { enquiry: Enquiry; label: string; done?: () => void }) {
  const moveToTrash = useMoveToTrash();
  const remove = () =>
    void moveToTrash({
      url: `/api/admin/enquiries/${props.enquiry.id}`,
      deleted: 'Submission deleted successfully',
      failed: 'Failed to delete submission',
      done: props.done,
    });
  return (
    <ConfirmDelete
      question={trashQuestion(props.enquiry.name)}
      onConfirm={remove}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="text-red-600 dark:text-red-400"
          aria-label={props.label}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          Delete
        </Button>
      }
    />
  );
}

/** An enquiry the list opened in its dialog, and its service as it reads (serviceDisplayName). */
export type ViewedEnquiry = { enquiry: Enquiry; serviceName: string };

/** A row's View (opens the spec's Submission Details dialog) and, for who may delete, its Delete. */
export function EnquiryActions({
  enquiry,
  canDelete,
  onView,
}: {
  enquiry: Enquiry;
  canDelete: boolean;
  /** Opens the list's dialog; the button is where focus returns when it closes. */
  onView: (button: HTMLElement) => void;
}) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        aria-label={`View enquiry from ${enquiry.name}`}
        aria-haspopup="dialog"
        onClick={(event) => onView(event.currentTarget)}
      >
        <Eye className="h-4 w-4" aria-hidden />
        View
      </Button>
      {canDelete ? (
        <DeleteEnquiryButton enquiry={enquiry} label={`Delete enquiry from ${enquiry.name}`} />
      ) : null}
    </div>
  );
}

/**
 * The spec's Submission Details dialog. It belongs to the list, not to the row, so it stays open
 * when a change takes the enquiry out of the list's filter (set to Contacted from the New ones):
 * the owner can still add a note, and closes it when done.
 */
export function EnquiryDialog({
  viewing,
  canDelete,
  onClose,
  returnFocus,
}: {
  viewing: ViewedEnquiry | null;
  canDelete: boolean;
  onClose: () => void;
  /** With no trigger of its own, the dialog is told where focus goes back to when it closes. */
  returnFocus: () => void;
}) {
  return viewing ? (
    <AdminDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
      title="Submission Details"
      description={`Submitted on ${formatLongDateTime(viewing.enquiry.createdAt)}`}
      size="max-h-[90vh] w-[min(40rem,94vw)]"
    >
      <EnquiryDetails enquiry={viewing.enquiry} serviceName={viewing.serviceName} />
      <div className="mt-6 flex justify-end gap-2">
        {canDelete ? (
          <DeleteEnquiryButton
            enquiry={viewing.enquiry}
            label="Delete this enquiry"
            done={onClose}
          />
        ) : null}
        <Dialog.Close className={buttonClasses('outline', 'sm')}>Close</Dialog.Close>
      </div>
    </AdminDialog>
  ) : null;
}
