'use client';

import { useState } from 'react';

import { Button, buttonClasses } from '@/components/ui/button';
import { formatLongDate } from '@/lib/dates';

import { AdminDialog } from '../admin-dialog';
import { ConfirmDelete } from '../confirm-delete';
import { readAdminApi, useAdminMutation } from '../use-admin-mutation';

type Preview = {
  to: string;
  subject: string;
  html: string;
  replyTo: { name: string; address: string };
  stoppedAt: string | null;
};

/**
 * A client's report from its screen: its private address to open or copy, its mail previewed and
 * sent by hand (not to a contact who stopped it), and a new address in place of the old one (the
 * owner's and admins').
 */
export function ClientReportPanel({
  id,
  name,
  url,
  stoppedAt,
  canReplace,
}: {
  id: string;
  name: string;
  url: string;
  stoppedAt: string | null;
  canReplace: boolean;
}) {
  const mutate = useAdminMutation();
  const [preview, setPreview] = useState<Preview | null>(null);
  const open = async () =>
    setPreview(
      await readAdminApi<Preview>(
        `/api/admin/clients/${id}/report-mail`,
        'Failed to preview the mail',
      ),
    );
  const send = async () => {
    const answer = await mutate({
      url: `/api/admin/clients/${id}/report-mail`,
      method: 'POST',
      done: `The report is on its way to ${name}.`,
      failed: 'Failed to send the report',
    });
    if (answer !== null) setPreview(null);
  };
  return (
    <div className="mt-4 space-y-4 rounded-lg border border-border bg-card p-6 text-sm">
      <p>
        The report’s private address, for {name} alone (kept out of search engines):{' '}
        <a href={url} className="break-all text-primary underline">
          {url}
        </a>
      </p>
      <p>
        {stoppedAt
          ? `The contact stopped the monthly e-mail on ${formatLongDate(stoppedAt)}: they can start it again from the report, and a new contact gets it.`
          : 'It is e-mailed to the contact when each month’s audit is done.'}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" size="sm" onClick={() => void open()}>
          Preview the Mail
        </Button>
        {canReplace ? (
          <ConfirmDelete
            title="Replace the report link"
            confirm="Replace the Link"
            keep="Keep It"
            question={`Give ${name}’s report a new address? The old one stops working at once; the next mail carries the new one.`}
            onConfirm={() =>
              void mutate({
                url: `/api/admin/clients/${id}/report-link`,
                method: 'POST',
                done: 'The report has a new address; the old one no longer opens it.',
                failed: 'Failed to replace the link',
              })
            }
            trigger={
              <Button variant="outline" size="sm">
                Replace the Link
              </Button>
            }
          />
        ) : null}
      </div>
      <AdminDialog
        title="The report mail"
        description={preview ? `To ${preview.to}, replies to ${preview.replyTo.address}` : ''}
        size="w-[min(44rem,94vw)] max-h-[92vh]"
        open={preview !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setPreview(null))}
      >
        {preview ? (
          <div className="mt-4 space-y-4">
            <p className="font-medium">{preview.subject}</p>
            <iframe
              title="Email preview"
              sandbox=""
              srcDoc={preview.html}
              className="h-[24rem] w-full rounded-md border border-border bg-white"
            />
            <div className="flex justify-end gap-2">
              <button
                type="button"
                className={buttonClasses('outline', 'md')}
                onClick={() => setPreview(null)}
              >
                Close
              </button>
              {preview.stoppedAt ? null : <Button onClick={() => void send()}>Send It Now</Button>}
            </div>
          </div>
        ) : null}
      </AdminDialog>
    </div>
  );
}
