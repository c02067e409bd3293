import { monthName } from '@/lib/clients/month-name';
import { scoreChange, type ReportMonth, type SearchLine } from '@/lib/clients/report-months';
import { formatLongDate } from '@/lib/dates';
import { auditCheck, type CheckId } from '@/lib/seo-audit/audit-checks';
import { formatCount } from '@/lib/utils';

// One month of a client's report: its audit (the score, what was fixed since the audit before and
// what went wrong, each with the audit's own explanation), its Google Search figures with the top
// pages and searches, and the team's work.

const position = (value: number | null) => (value === null ? '-' : value.toFixed(1));

export function ReportMonthSection({
  month,
  before,
}: {
  month: ReportMonth;
  /** The score of the audit read before this month's, for its change. */
  before: { month: string; score: number } | null;
}) {
  const id = `month-${month.month}`;
  return (
    <section aria-labelledby={id} className="mt-12 border-t border-border pt-8">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {monthName(month.month)}
      </h2>
      {month.audit ? <MonthAudit month={month} before={before} /> : null}
      {month.search ? <MonthSearch month={month.month} search={month.search} /> : null}
      {month.work.length ? (
        <div className="mt-6 print:break-inside-avoid">
          <h3 className="text-lg font-semibold">What we did</h3>
          <ul className="mt-2 space-y-2">
            {month.work.map((line) => (
              <li key={line.id}>
                <span className="font-medium">{formatLongDate(line.doneOn)}:</span>{' '}
                <span className="whitespace-pre-line">{line.note}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function MonthAudit({
  month,
  before,
}: {
  month: ReportMonth;
  before: { month: string; score: number } | null;
}) {
  const audit = month.audit!;
  if (audit.status === 'unreachable')
    return (
      <p className="mt-4">
        Our audit could not read the site this month: {audit.error} We are looking into it.
      </p>
    );
  const change = scoreChange(audit.score, before);
  return (
    <div className="mt-4">
      <p className="text-lg">
        Audit score: <strong className="tabular-nums">{audit.score}/100</strong>
        {change}.
      </p>
      {audit.fixed === null ? (
        <p className="mt-2 text-muted-foreground">The first audit: later months compare with it.</p>
      ) : (
        <>
          <CheckList title="Fixed since the audit before" ids={audit.fixed} none="Nothing new." />
          <CheckList title="New problems" ids={audit.appeared ?? []} none="None." withFix />
        </>
      )}
    </div>
  );
}

function CheckList({
  title,
  ids,
  none,
  withFix = false,
}: {
  title: string;
  ids: CheckId[];
  none: string;
  withFix?: boolean;
}) {
  return (
    <div className="mt-4 print:break-inside-avoid">
      <h3 className="text-lg font-semibold">{title}</h3>
      {ids.length ? (
        <ul className="mt-2 space-y-3">
          {ids.map((id) => {
            const check = auditCheck(id);
            return (
              <li key={id}>
                <p className="font-medium">{check.label}</p>
                <p className="text-muted-foreground">{check.why}</p>
                {withFix ? (
                  <p className="text-muted-foreground">What it takes: {check.fix}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-2">{none}</p>
      )}
    </div>
  );
}

function MonthSearch({
  month,
  search,
}: {
  month: string;
  search: NonNullable<ReportMonth['search']>;
}) {
  return (
    <div className="mt-6">
      <h3 className="text-lg font-semibold">Google Search</h3>
      <dl className="mt-2 grid grid-cols-3 gap-4 sm:max-w-lg">
        {[
          ['Clicks', formatCount(search.clicks)],
          ['Impressions', formatCount(search.impressions)],
          ['Average position', position(search.position)],
        ].map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="text-xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <TopLines caption={`Top pages, ${monthName(month)}`} head="Page" lines={search.pages} />
      <TopLines
        caption={`Top searches, ${monthName(month)}`}
        head="Search"
        lines={search.queries}
      />
    </div>
  );
}

function TopLines({
  caption,
  head,
  lines,
}: {
  caption: string;
  head: string;
  lines: SearchLine[];
}) {
  if (!lines.length) return null;
  return (
    <table className="mt-4 w-full text-left text-sm print:break-inside-avoid">
      <caption className="mb-1 text-left font-medium">{caption}</caption>
      <thead>
        <tr className="border-b border-border">
          <th scope="col" className="py-1 pr-2">
            {head}
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            Clicks
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            Impressions
          </th>
          <th scope="col" className="py-1 text-right">
            Position
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} className="border-b border-border/50">
            <td className="py-1 pr-2 [overflow-wrap:anywhere]">{line.key}</td>
            <td className="py-1 pr-2 text-right tabular-nums">{formatCount(line.clicks)}</td>
            <td className="py-1 pr-2 text-right tabular-nums">{formatCount(line.impressions)}</td>
            <td className="py-1 text-right tabular-nums">{position(line.position)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
