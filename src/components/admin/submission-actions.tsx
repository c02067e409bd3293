'use client';

import { Eye, Trash2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';

import { displayPhone, phoneHref } from '@/lib/phone';
import { Button, buttonClasses } from '@/components/ui/button';
import { formatLongDateTime } from '@/lib/dates';
import type { Submission } from '@/server/queries/form-submissions';

import { ConfirmDelete } from './confirm-delete';
import { EnquiryTimeline } from './leads/enquiry-timeline';
import { SubmissionStatusField } from './leads/submission-status-field';
import { useAdminMutation } from './use-admin-mutation';

const QUESTION = 'Are you sure you want to delete this submission?';

export function SubmissionActions({
  submission,
  serviceName,
}: {
  submission: Submission;
  /** The service as it reads (serviceDisplayName). */
  serviceName: string;
}) {
  const mutate = useAdminMutation();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState(submission.status);
  // Bumped after a change the timeline should show.
  const [version, setVersion] = useState(0);

  const url = `/api/admin/submissions/${submission.id}`;
  const remove = async () => {
    const deleted = await mutate({
      url,
      method: 'DELETE',
      done: 'Submission deleted successfully',
      failed: 'Failed to delete submission',
    });
    if (deleted !== null) setOpen(false);
  };

  // Shown at once, and put back if the change fails.
  const changeStatus = async (next: string) => {
    const previous = status;
    setStatus(next);
    const changed = await mutate({
      url,
      method: 'PATCH',
      body: { status: next },
      done: 'Status updated successfully',
      failed: 'Failed to update status',
    });
    if (changed === null) setStatus(previous);
    else setVersion((v) => v + 1);
  };

  const deleteButton = (label: string) => (
    <Button variant="ghost" size="sm" className="text-red-600 dark:text-red-400" aria-label={label}>
      <Trash2 className="h-4 w-4" aria-hidden />
      Delete
    </Button>
  );

  return (
    <div className="flex justify-end gap-1">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <Button variant="ghost" size="sm" aria-label={`View enquiry from ${submission.name}`}>
            <Eye className="h-4 w-4" aria-hidden />
            View
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(40rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-card p-6 shadow-xl">
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-xl font-semibold">Submission Details</Dialog.Title>
              <Dialog.Close className={buttonClasses('ghost', 'icon')} aria-label="Close dialog">
                <X className="h-4 w-4" aria-hidden />
              </Dialog.Close>
            </div>
            <Dialog.Description className="mt-1 text-sm text-muted-foreground">
              Submitted on {formatLongDateTime(submission.createdAt)}
            </Dialog.Description>

            <section aria-labelledby="contact-info" className="mt-6">
              <h3
                id="contact-info"
                className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
              >
                Contact Information
              </h3>
              <dl className="mt-2 grid grid-cols-[8rem_1fr] gap-y-1 text-sm">
                <dt className="font-medium">Name</dt>
                <dd>{submission.name}</dd>
                <dt className="font-medium">Email</dt>
                <dd>
                  <a href={`mailto:${submission.email}`} className="text-primary hover:underline">
                    {submission.email}
                  </a>
                </dd>
                <dt className="font-medium">Phone</dt>
                <dd>
                  {submission.phone ? (
                    <a href={phoneHref(submission.phone)} className="text-primary hover:underline">
                      {displayPhone(submission.phone)}
                    </a>
                  ) : (
                    '-'
                  )}
                </dd>
                <dt className="font-medium">Company</dt>
                <dd>{submission.company ?? '-'}</dd>
                <dt className="font-medium">Website</dt>
                <dd className="break-all">
                  {submission.website ? (
                    <a
                      href={submission.website}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="text-primary hover:underline"
                    >
                      {submission.website}
                    </a>
                  ) : (
                    '-'
                  )}
                </dd>
              </dl>
            </section>

            <section aria-labelledby="inquiry-info" className="mt-6">
              <h3
                id="inquiry-info"
                className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
              >
                Inquiry Details
              </h3>
              <dl className="mt-2 grid grid-cols-[8rem_1fr] items-center gap-y-2 text-sm">
                <dt className="font-medium">Service</dt>
                <dd>{serviceName}</dd>
                <dt className="font-medium">City</dt>
                <dd>{submission.city ?? '-'}</dd>
                <SubmissionStatusField
                  id={submission.id}
                  status={status}
                  onChange={(next) => void changeStatus(next)}
                  onMovedFromSpam={() => {
                    setStatus('new');
                    setVersion((v) => v + 1);
                  }}
                />
                {submission.sourcePage ? (
                  <>
                    <dt className="font-medium">Sent from</dt>
                    <dd className="break-all">{submission.sourcePage}</dd>
                  </>
                ) : null}
                {submission.referrer ? (
                  <>
                    <dt className="font-medium">Referrer</dt>
                    <dd className="break-all">{submission.referrer}</dd>
                  </>
                ) : null}
                {Object.entries(submission.utm).map(([key, value]) => (
                  <FragmentRow key={key} term={key} value={value} />
                ))}
              </dl>
            </section>

            <section aria-labelledby="message-info" className="mt-6">
              <h3
                id="message-info"
                className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
              >
                Message
              </h3>
              <p className="mt-2 rounded-md bg-muted p-4 text-sm whitespace-pre-wrap">
                {submission.message}
              </p>
            </section>

            <EnquiryTimeline id={submission.id} version={version} />

            <div className="mt-6 flex justify-end gap-2">
              <ConfirmDelete
                question={QUESTION}
                onConfirm={() => void remove()}
                trigger={deleteButton('Delete this enquiry')}
              />
              <Dialog.Close className={buttonClasses('outline', 'sm')}>Close</Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <ConfirmDelete
        question={QUESTION}
        onConfirm={() => void remove()}
        trigger={deleteButton(`Delete enquiry from ${submission.name}`)}
      />
    </div>
  );
}

function FragmentRow({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className="font-medium">{term}</dt>
      <dd className="break-all">{value}</dd>
    </>
  );
}
