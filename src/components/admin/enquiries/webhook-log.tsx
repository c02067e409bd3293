import { formatTableDateTime } from '@/lib/dates';
import type { WebhookDelivery } from '@/server/queries/webhook-deliveries';

import { AdminTableHead } from '../admin-table-head';
import { StatusBadge } from '../status-badge';
import { WebhookTestButton } from './webhook-test-button';

const statusLabel = { pending: 'Retrying', delivered: 'Delivered', failed: 'Failed' } as const;
const statusColour = { pending: 'contacted', delivered: 'closed', failed: 'spam' } as const;

/** The latest webhook deliveries with the receiver's status codes, and the test button. */
export function WebhookLog({
  deliveries,
  hasUrl,
}: {
  deliveries: WebhookDelivery[];
  hasUrl: boolean;
}) {
  return (
    <section aria-labelledby="webhook-log" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="webhook-log" className="text-xl font-semibold">
            Webhook Deliveries
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            The latest 20, retried with back-off for up to 10 attempts when a delivery fails.
          </p>
        </div>
        <WebhookTestButton disabled={!hasUrl} />
      </div>
      {deliveries.length === 0 ? (
        <p className="mt-4 rounded-lg border border-border bg-card p-6 text-center text-sm text-muted-foreground">
          {hasUrl ? 'No deliveries yet.' : 'Save a webhook URL to send enquiries to it.'}
        </p>
      ) : (
        <div className="relative mt-4 overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Webhook deliveries, newest first</caption>
            <AdminTableHead
              columns={['Sent', 'What', 'Status', 'HTTP', 'Attempts', 'Last error']}
              actions={false}
            />
            <tbody className="divide-y divide-border">
              {deliveries.map((d) => (
                <tr key={d.id} className="bg-card">
                  <td className="px-4 py-3 whitespace-nowrap">
                    {formatTableDateTime(d.createdAt)}
                  </td>
                  <td className="px-4 py-3">{d.enquiryId ? 'Enquiry' : 'Test'}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={statusColour[d.status]} label={statusLabel[d.status]} />
                  </td>
                  <td className="px-4 py-3">{d.lastStatusCode ?? '-'}</td>
                  <td className="px-4 py-3">{d.attempts}</td>
                  <td className="px-4 py-3 break-all">{d.lastError ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
