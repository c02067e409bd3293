import type { SearchPerformance, SearchRow } from '@/server/admin/insights/load-search-performance';
import { formatCount } from '@/lib/utils';

import { FiguresTable } from './figures-table';
import { SearchConsoleImport } from './search-console-import';

function SearchTable(props: { title: string; what: string; rows: SearchRow[] }) {
  return (
    <FiguresTable
      label={`${props.title}, table`}
      caption={props.title}
      columns={[props.what, 'Clicks', 'Impressions', 'Position', 'Enquiries', 'WhatsApp', 'Calls']}
      rows={props.rows.map((r) => ({
        key: r.key,
        header: r.key,
        cells: [
          formatCount(r.clicks),
          formatCount(r.impressions),
          r.position.toFixed(1),
          formatCount(r.enquiries),
          formatCount(r.whatsapp),
          formatCount(r.calls),
        ],
      }))}
    />
  );
}

/** Search Console's clicks, impressions and positions beside the leads of the same dates. */
export function SearchPerformanceSection({ data }: { data: SearchPerformance }) {
  const { pageImport, queryImport } = data;
  return (
    <section
      aria-labelledby="search-console"
      className="rounded-lg border border-border bg-card p-5"
    >
      <h2 id="search-console" className="text-lg font-semibold">
        Search Console
      </h2>
      {pageImport ? (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            Pages from {pageImport.since} to {pageImport.until}, with the enquiries, WhatsApp chats
            and calls of the same dates.
          </p>
          <SearchTable title="Search by landing page" what="Page" rows={data.pages} />
          {data.cities.length > 0 ? (
            <SearchTable title="Search by city" what="City" rows={data.cities} />
          ) : null}
        </>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">
          No pages report imported yet: import one below to see search clicks beside the leads.
        </p>
      )}
      {queryImport ? (
        <FiguresTable
          label="Top queries, table"
          caption={`Top queries, ${queryImport.since} to ${queryImport.until}`}
          columns={['Query', 'Clicks', 'Impressions', 'Position']}
          rows={data.queries.map((q) => ({
            key: q.key,
            header: q.key,
            cells: [formatCount(q.clicks), formatCount(q.impressions), q.position.toFixed(1)],
          }))}
        />
      ) : null}
      <div className="mt-6 border-t border-border pt-4">
        <SearchConsoleImport />
      </div>
    </section>
  );
}
