import Link from 'next/link';

import { formatLongDateTime } from '@/lib/dates';
import { countOf } from '@/lib/utils';
import type { OutboxState } from '@/server/queries/outbox-state';

/** What the outbox holds now: sent, waiting, retrying, given up on, scheduled. */
export function OutboxStateList({ outbox }: { outbox: OutboxState }) {
  const rows: [string, string][] = [
    ['Last sent', outbox.lastSentAt ? formatLongDateTime(outbox.lastSentAt) : 'Nothing sent yet'],
    ['Waiting to be sent', countOf(outbox.waiting, 'e-mail')],
    ['Failing, to be tried again', countOf(outbox.retrying, 'e-mail')],
    ['Given up on in the last 30 days', countOf(outbox.gaveUp, 'e-mail')],
    ['Scheduled (call reminders)', countOf(outbox.scheduled, 'e-mail')],
  ];
  return (
    <div className="mt-4 rounded-lg border border-border bg-card p-6">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {outbox.lastError ? (
        <p className="mt-4 text-sm">
          <span className="font-medium">The server’s last refusal:</span> {outbox.lastError}
        </p>
      ) : null}
      <p className="mt-4 text-sm text-muted-foreground">
        An e-mail that fails is tried again ten times, less often each time, over about three days.
        Each enquiry’s history on the{' '}
        <Link href="/admin/enquiries" className="text-primary underline">
          enquiries
        </Link>{' '}
        screen says which of its e-mails went out.
      </p>
    </div>
  );
}
