import Link from 'next/link';

import { monthName } from '@/lib/clients/month-name';
import { formatPaise } from '@/lib/quotes/quote-totals';
import { countOf } from '@/lib/utils';
import type { ClientsNow } from '@/server/admin/insights/load-clients-now';

import { FiguresTable } from './figures-table';

// The clients as they stand, whatever the period: how many are active and what they pay a month
// (from the accepted quotes their fees were taken from), which landing pages and sources the
// enquiries they were won from came by, and whose audit score fell at the last report.

const originOf = (row: ClientsNow['origins'][number]) =>
  row.byHand
    ? 'Added by hand'
    : `${row.landing ?? '(landing page not recorded)'} · ${row.source ?? 'direct'}`;

export function ClientsNowSection({ data }: { data: ClientsNow }) {
  return (
    <section aria-labelledby="clients-now" className="space-y-4">
      <h2 id="clients-now" className="text-xl font-semibold">
        Clients Today
      </h2>
      <p role="status" className="text-sm font-medium">
        {countOf(data.active, 'active client')}, paying {formatPaise(data.monthlyFeePaise)} a month
        before GST
      </p>
      {data.origins.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No clients yet: mark an enquiry Won and make a client of it.
        </p>
      ) : (
        <div className="rounded-lg border border-border bg-card p-4">
          <FiguresTable
            label="Clients by their first enquiry, table"
            className="mt-0"
            caption="Clients by their enquiry’s landing page and source"
            columns={['Landing page · source', 'Clients', 'Active', 'Monthly fees']}
            rows={data.origins.map((row) => ({
              key: `${row.byHand}-${row.landing}-${row.source}`,
              header: originOf(row),
              cells: [row.clients, row.active, formatPaise(row.monthlyFeePaise)],
            }))}
          />
        </div>
      )}
      <div className="rounded-lg border border-border bg-card p-4">
        {data.fallen.length === 0 ? (
          <p className="text-sm">No active client’s score fell at its last monthly audit.</p>
        ) : (
          <FiguresTable
            label="Scores that fell, table"
            className="mt-0"
            caption="Needs attention: the score fell at the last monthly audit"
            columns={['Client', 'Month', 'Score', 'The audit before']}
            rows={data.fallen.map((row) => ({
              key: row.id,
              header: (
                <Link href={`/admin/clients/${row.id}`} className="text-primary underline">
                  {row.name}
                </Link>
              ),
              cells: [
                monthName(row.month),
                `${row.score}/100`,
                `${row.before.score}/100 in ${monthName(row.before.month)}`,
              ],
            }))}
          />
        )}
      </div>
    </section>
  );
}
