import { stepRate, type FunnelRow } from '@/lib/enquiries/client-funnel';
import { formatPaise } from '@/lib/quotes/quote-totals';
import type { ClientFunnel, FunnelTable } from '@/server/admin/insights/load-client-funnel';

import { FiguresTable } from './figures-table';

// The insights' money: which pages, cities, services and sources bring clients, not only
// enquiries. A row that brought enquiries but no client says so in words.

const withRate = (count: number, whole: number) => {
  const rate = stepRate(count, whole);
  return rate === null ? String(count) : `${count} (${rate}%)`;
};

const wonCell = (row: FunnelRow) =>
  row.won === 0 ? 'No clients yet' : withRate(row.won, row.quoted || row.enquiries);

function FunnelFigures({
  id,
  title,
  what,
  table,
  clicks,
}: {
  id: string;
  title: string;
  what: string;
  table: FunnelTable;
  clicks?: boolean;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-card p-4">
      <h3 id={id} className="sr-only">
        {title}
      </h3>
      {table.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{title}: no enquiries in the period.</p>
      ) : (
        <FiguresTable
          label={`${title}, table`}
          className="mt-0"
          caption={
            table.more ? `${title} (the first ${table.rows.length}; ${table.more} more)` : title
          }
          columns={[
            what,
            'Enquiries',
            'Calls booked',
            'Quotes sent',
            'Won',
            'Value won',
            ...(clicks ? ['Search clicks'] : []),
          ]}
          rows={table.rows.map((row) => ({
            key: row.key,
            header: row.key,
            cells: [
              row.enquiries,
              withRate(row.calls, row.enquiries),
              withRate(row.quoted, row.enquiries),
              wonCell(row),
              formatPaise(row.valuePaise),
              ...(clicks ? [row.searchClicks ?? 0] : []),
            ],
          }))}
        />
      )}
    </section>
  );
}

export function ClientFunnelSection({ data }: { data: ClientFunnel }) {
  const { total } = data;
  return (
    <section aria-labelledby="client-funnel" className="space-y-4">
      <h2 id="client-funnel" className="text-xl font-semibold">
        From Enquiry to Client
      </h2>
      <p className="text-sm text-muted-foreground">
        The enquiries of the period and what became of them: a call booked and a quote sent (each as
        a share of the enquiries), clients won (as a share of the quotes sent) and the value of the
        quotes they accepted, with GST.{' '}
        {data.searchDates
          ? `Search clicks are those of the latest Search Console import (${data.searchDates.since} to ${data.searchDates.until}).`
          : 'Import a Search Console pages report to see each page’s search clicks beside it.'}
      </p>
      <p role="status" className="text-sm font-medium">
        {total.won} {total.won === 1 ? 'client' : 'clients'} won of {total.enquiries} enquiries,
        worth {formatPaise(total.valuePaise)}
      </p>
      <FunnelFigures
        id="funnel-landing"
        title="Clients by Landing Page"
        what="Page"
        table={data.landing}
        clicks
      />
      <FunnelFigures id="funnel-city" title="Clients by City" what="City" table={data.cities} />
      <FunnelFigures
        id="funnel-service"
        title="Clients by Service"
        what="Service"
        table={data.services}
      />
      <FunnelFigures
        id="funnel-source"
        title="Clients by Source"
        what="Source"
        table={data.sources}
      />
    </section>
  );
}
