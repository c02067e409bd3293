import { ReportMailForm } from '@/components/site/client-report/report-mail-form';
import { ReportMonthSection } from '@/components/site/client-report/report-month';
import { ScoreChart } from '@/components/site/client-report/score-chart';
import { PrintedBy } from '@/components/site/printed-by';
import { reportMailProblemOf, reportMailProblems } from '@/lib/clients/report-mail-problems';
import { scoreBefore } from '@/lib/clients/report-months';
import { loadClientReport } from '@/server/public-pages/client-report-page';

import type { RenderedRoute } from './rendered-route';

// A client's monthly report, at the private address its mail links: the score over time, then
// each month newest first, and the form that stops or restarts its mail. Rendered on every request
// (a month's audit fills it in), kept out of search engines, printable to PDF from the browser.

const metadata = { title: 'Your SEO Report', robots: { index: false, follow: false } };

/** /client-report/{token}?mail=&problem=: the report, or 404 for an unknown or replaced address. */
export async function clientReportRoute(params: Record<string, string>): Promise<RenderedRoute> {
  const report = await loadClientReport(params.token!);
  if (!report) return { status: 404, metadata, body: <ReportNotHere /> };
  const problemCode = reportMailProblemOf(params.problem);
  const mail = params.mail;
  return {
    status: 200,
    metadata,
    body: (
      <ClientReportPage
        report={report}
        asked={mail === 'stop'}
        recorded={mail === 'off' || mail === 'on' ? mail : null}
        problem={problemCode ? reportMailProblems[problemCode] : null}
      />
    ),
  };
}

function ReportNotHere() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight">This report is not here</h1>
      <p className="mt-4">
        The address may be mistyped, or it has been replaced by a new one. Please write to us for
        the current link.
      </p>
    </div>
  );
}

type Report = NonNullable<Awaited<ReturnType<typeof loadClientReport>>>;

function ClientReportPage({
  report,
  asked,
  recorded,
  problem,
}: {
  report: Report;
  asked: boolean;
  recorded: 'off' | 'on' | null;
  problem: string | null;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8 print:max-w-none print:p-0">
      <PrintedBy agency={report.agency} />
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        SEO report for {report.name}
      </h1>
      <p className="mt-2 text-muted-foreground">
        {report.host}, month by month: the site’s audit, its Google Search figures and the work we
        did. Prepared by {report.agency.name}.
      </p>
      {report.scores.some((point) => point.score !== null) ? (
        <section aria-labelledby="score-heading" className="mt-8 print:break-inside-avoid">
          <h2 id="score-heading" className="text-2xl font-bold tracking-tight">
            Audit score over time
          </h2>
          <div className="mt-4 max-w-2xl">
            <ScoreChart points={report.scores} />
          </div>
        </section>
      ) : null}
      {report.months.length ? (
        report.months.map((month, index) => (
          <ReportMonthSection
            key={month.month}
            month={month}
            before={scoreBefore(report.months, index)}
          />
        ))
      ) : (
        <p className="mt-8">
          The first month fills in when we audit the site on the month’s audit day.
        </p>
      )}
      <ReportMailForm
        token={report.token}
        stoppedAt={report.mailStoppedAt}
        asked={asked}
        recorded={recorded}
        problem={problem}
      />
    </div>
  );
}
