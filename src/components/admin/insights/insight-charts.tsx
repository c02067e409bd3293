import type { ReactNode } from 'react';

import { formatDayMonth } from '@/lib/dates';
import type { WeekCount } from '@/lib/enquiries/insights';

import { ScrollingTableBox } from '../admin-table-head';

// Charts drawn on the server as plain HTML: bars for the eye, hidden from screen readers, each
// beside a table holding the same numbers.

const tableClass = 'w-full text-left text-sm';
const cellClass = 'px-3 py-1.5';

function ChartCard(props: { id: string; title: string; chart: ReactNode; table: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="rounded-lg border border-border bg-card p-5">
      <h2 id={props.id} className="text-lg font-semibold">
        {props.title}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div aria-hidden="true" className="min-w-0">
          {props.chart}
        </div>
        <ScrollingTableBox label={`${props.title}, table`}>{props.table}</ScrollingTableBox>
      </div>
    </section>
  );
}

export function WeeklyChart({ weeks }: { weeks: WeekCount[] }) {
  const max = Math.max(1, ...weeks.map((w) => w.count));
  return (
    <ChartCard
      id="weekly-chart"
      title="Enquiries per Week (last 12 weeks)"
      chart={
        <div className="flex h-48 items-end gap-1.5">
          {weeks.map((w) => (
            <div
              key={w.week}
              className="flex h-full min-w-0 flex-1 flex-col items-center justify-end"
            >
              <span className="text-xs font-medium">{w.count}</span>
              <div
                className="w-full rounded-t bg-primary"
                style={{ height: `${(w.count / max) * 85}%`, minHeight: w.count ? 2 : 0 }}
              />
              {/* On a phone a week's label takes two lines: "7" above "Sep". */}
              <span className="mt-1 text-center text-[10px] leading-tight text-muted-foreground">
                {formatDayMonth(w.week)}
              </span>
            </div>
          ))}
        </div>
      }
      table={
        <table className={tableClass}>
          <caption className="sr-only">Enquiries per week, oldest first</caption>
          <thead>
            <tr>
              <th scope="col" className={cellClass}>
                Week of
              </th>
              <th scope="col" className={`${cellClass} text-right`}>
                Enquiries
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week}>
                <th scope="row" className={`${cellClass} font-normal`}>
                  {formatDayMonth(w.week)}
                </th>
                <td className={`${cellClass} text-right`}>{w.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

export type BarRow = { label: string; count: number; extra?: ReactNode[] };

/** Horizontal bars of counts, most first, with the table of the same rows. */
export function BarChart(props: {
  id: string;
  title: string;
  what: string;
  rows: BarRow[];
  extraColumns?: string[];
}) {
  const max = Math.max(1, ...props.rows.map((r) => r.count));
  if (props.rows.length === 0)
    return (
      <section aria-labelledby={props.id} className="rounded-lg border border-border bg-card p-5">
        <h2 id={props.id} className="text-lg font-semibold">
          {props.title}
        </h2>
        <p className="mt-4 text-sm text-muted-foreground">No enquiries in this period.</p>
      </section>
    );
  return (
    <ChartCard
      id={props.id}
      title={props.title}
      chart={
        <ul className="space-y-2">
          {props.rows.map((r) => (
            <li key={r.label} className="text-sm">
              <div className="flex justify-between gap-2">
                <span className="truncate">{r.label}</span>
                <span className="font-medium">{r.count}</span>
              </div>
              <div className="mt-1 h-2 rounded bg-muted">
                <div
                  className="h-2 rounded bg-primary"
                  style={{ width: `${(r.count / max) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      }
      table={
        <table className={tableClass}>
          <caption className="sr-only">{props.title}</caption>
          <thead>
            <tr>
              <th scope="col" className={cellClass}>
                {props.what}
              </th>
              <th scope="col" className={`${cellClass} text-right`}>
                Enquiries
              </th>
              {props.extraColumns?.map((c) => (
                <th key={c} scope="col" className={`${cellClass} text-right`}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((r) => (
              <tr key={r.label}>
                <th scope="row" className={`${cellClass} font-normal break-all`}>
                  {r.label}
                </th>
                <td className={`${cellClass} text-right`}>{r.count}</td>
                {r.extra?.map((value, i) => (
                  <td key={i} className={`${cellClass} text-right`}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
