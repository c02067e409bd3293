import type { SearchPerformance, SearchRow } from '@/server/admin/insights/load-search-performance';

import { ScrollingTableBox } from '../admin-table-head';
import { SearchConsoleImport } from './search-console-import';

const cell = 'px-3 py-1.5';
const number = (n: number) => n.toLocaleString('en-IN');

function SearchTable(props: { title: string; what: string; rows: SearchRow[] }) {
  const columns = ['Clicks', 'Impressions', 'Position', 'Enquiries', 'WhatsApp', 'Calls'];
  return (
    <ScrollingTableBox label={`${props.title}, table`} className="mt-4">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold">{props.title}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {props.what}
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" className={`${cell} text-right`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" className={`${cell} min-w-40 font-normal break-all`}>
                {r.key}
              </th>
              {[r.clicks, r.impressions].map((n, i) => (
                <td key={i} className={`${cell} text-right`}>
                  {number(n)}
                </td>
              ))}
              <td className={`${cell} text-right`}>{r.position.toFixed(1)}</td>
              {[r.enquiries, r.whatsapp, r.calls].map((n, i) => (
                <td key={i} className={`${cell} text-right`}>
                  {number(n)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTableBox>
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
        <ScrollingTableBox label="Top queries, table" className="mt-4">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold">
              Top queries, {queryImport.since} to {queryImport.until}
            </caption>
            <thead>
              <tr>
                {['Query', 'Clicks', 'Impressions', 'Position'].map((c, i) => (
                  <th key={c} scope="col" className={`${cell} ${i ? 'text-right' : ''}`}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.queries.map((q) => (
                <tr key={q.key}>
                  <th scope="row" className={`${cell} font-normal`}>
                    {q.key}
                  </th>
                  <td className={`${cell} text-right`}>{number(q.clicks)}</td>
                  <td className={`${cell} text-right`}>{number(q.impressions)}</td>
                  <td className={`${cell} text-right`}>{q.position.toFixed(1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTableBox>
      ) : null}
      <div className="mt-6 border-t border-border pt-4">
        <SearchConsoleImport />
      </div>
    </section>
  );
}
