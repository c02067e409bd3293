'use client';

import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { formatLongDateTime } from '@/lib/dates';
import type { EnquiryAudit as StoredAudit } from '@/server/queries/seo-audit-enquiries';

import { adminFetch } from '../admin-fetch';
import { sendAdminChange } from '../use-admin-mutation';

type Audit = StoredAudit & { reportPath: string; expired: boolean };

const statusText = (audit: Audit) =>
  audit.status === 'done'
    ? `Score ${audit.score}/100`
    : audit.status === 'pending'
      ? 'Running'
      : `Could not be finished: ${audit.error ?? ''}`;

/**
 * The free SEO audit of the enquiry's website: its score and report, and "Run the audit again"
 * (a fresh one) for any enquiry with a website. `onRun` tells the dialog to reload the timeline.
 */
export function EnquiryAudit({
  id,
  website,
  onRun,
}: {
  id: string;
  website: string;
  onRun: () => void;
}) {
  const [audit, setAudit] = useState<Audit | null | undefined>(undefined);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    let live = true;
    adminFetch<{ audit: Audit | null }>(`/api/admin/enquiries/${id}/audit`, { method: 'GET' })
      .then((body) => live && setAudit(body.audit))
      .catch(() => live && setAudit(null));
    return () => {
      live = false;
    };
  }, [id]);

  const runAgain = async () => {
    setRunning(true);
    const answer = await sendAdminChange<{ audit: Audit }>({
      url: `/api/admin/enquiries/${id}/audit`,
      method: 'POST',
      body: {},
      done: 'The audit is running: its report is ready in about a minute',
      failed: 'Could not start the audit',
    });
    setRunning(false);
    if (!answer) return;
    setAudit(answer.audit);
    onRun();
  };

  return (
    <section aria-labelledby={`audit-${id}`} className="mt-6">
      <h3
        id={`audit-${id}`}
        className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Free SEO Audit
      </h3>
      <div className="mt-2 space-y-2 text-sm">
        {audit === undefined ? null : audit ? (
          <p>
            {statusText(audit)}, asked {formatLongDateTime(audit.createdAt)}.{' '}
            {audit.expired ? (
              'The report has expired.'
            ) : (
              <a
                href={audit.reportPath}
                target="_blank"
                rel="noopener"
                className="text-primary underline"
              >
                Open the report
              </a>
            )}
          </p>
        ) : (
          <p>No audit yet of {website}.</p>
        )}
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={running}
          onClick={() => void runAgain()}
        >
          {audit ? 'Run the audit again' : 'Run the audit'}
        </Button>
      </div>
    </section>
  );
}
