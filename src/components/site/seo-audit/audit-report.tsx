import {
  auditCheck,
  CHECK_GROUPS,
  type CheckResult,
  type CheckStatus,
} from '@/lib/seo-audit/audit-checks';
import { BLOCKED_SCORE_CAP, blockersOf } from '@/lib/seo-audit/audit-score';
import { buttonClasses } from '@/components/ui/button';
import { formatLongDate } from '@/lib/dates';
import type { AuditReport as StoredReport } from '@/server/queries/seo-audits';

import { Link } from '../intent-link';
import { PageSpeedSection } from './page-speed-section';
import { SharePreviews } from './share-previews';

// A finished audit's report as a prospect reads it on a phone: what keeps the site out of Google
// first, when anything does, with the call to book; the score; the three fixes that matter most
// and, for a site Google can read, the call to book, all on the first screen; the home page as a
// Google result and a WhatsApp card; then what needs fixing, the worst first, each with what was
// found, why it matters and what fixing it involves; and what the site does well, folded.

const statusText: Record<CheckStatus, string> = {
  pass: 'Passed',
  warn: 'Worth a look',
  fail: 'Needs fixing',
  skip: 'Not applicable',
};

const statusClass: Record<CheckStatus, string> = {
  pass: 'border-green-700/40 bg-green-600/10 text-green-900 dark:text-green-200',
  warn: 'border-amber-700/40 bg-amber-500/10 text-amber-900 dark:text-amber-200',
  fail: 'border-red-700/40 bg-red-600/10 text-red-900 dark:text-red-200',
  skip: 'border-border bg-muted text-muted-foreground',
};

const groupTitle = new Map(CHECK_GROUPS.map(({ group, title }) => [group, title]));

/** What needs doing, the worst first: what keeps the site out of Google, failures, then warnings, each by weight. */
function worstFirst(results: readonly CheckResult[]): CheckResult[] {
  const rank = (r: CheckResult) => (r.blocker ? 0 : r.status === 'fail' ? 1 : 2);
  return results
    .filter((r) => r.status === 'fail' || r.status === 'warn')
    .sort((a, b) => rank(a) - rank(b) || auditCheck(b.id).weight - auditCheck(a.id).weight);
}

const TOP_FIXES = 3;

export function AuditReport({
  report,
  score,
  finishedAt,
  expiresAt,
  bookingUrl,
}: {
  report: StoredReport;
  score: number;
  finishedAt: string;
  expiresAt: string;
  /** Where the prospect books a call about this report. */
  bookingUrl: string;
}) {
  const count = (status: CheckStatus) => report.results.filter((r) => r.status === status).length;
  const blockers = blockersOf(report.results);
  const toFix = worstFirst(report.results);
  const passed = report.results.filter((r) => r.status === 'pass' || r.status === 'skip');
  // On the first screen of a phone: in the banner when the site is out of Google, which is the
  // call's reason, else under the fixes.
  const booking = (
    <Link href={bookingUrl} className={`${buttonClasses('primary', 'md')} mt-4 print:hidden`}>
      Book a free call
    </Link>
  );
  return (
    <div className="space-y-10">
      <section
        aria-labelledby="report-summary"
        className="break-inside-avoid rounded-lg border border-border bg-card p-6"
      >
        <h2 id="report-summary" className="sr-only">
          Summary
        </h2>
        {blockers.length > 0 ? (
          <div className="mb-5 rounded-md border border-red-700/50 bg-red-600/10 p-4 text-red-950 dark:text-red-100">
            <p className="text-lg font-bold">Google cannot find this site as it is.</p>
            <ul className="mt-1 space-y-1">
              {blockers.map((blocker) => (
                <li key={blocker}>{blocker}</li>
              ))}
            </ul>
            <p className="mt-2 text-sm">
              Until this is fixed the score stays at {BLOCKED_SCORE_CAP} or less.
            </p>
            {booking}
          </div>
        ) : null}
        <p className="text-5xl font-extrabold">
          {score}
          <span className="text-2xl font-semibold text-muted-foreground">/100</span>
        </p>
        <p className="mt-2">
          {count('pass')} checks passed, {count('warn')} worth a look, {count('fail')} need fixing
          {count('skip') ? `, ${count('skip')} not applicable` : ''}.
        </p>
        {toFix.length > 0 ? (
          <>
            <h3 className="mt-5 font-semibold">Fix these first</h3>
            <ol className="mt-2 list-decimal space-y-2 pl-5">
              {toFix.slice(0, TOP_FIXES).map((result) => {
                const check = auditCheck(result.id);
                return (
                  <li key={result.id}>
                    <a href={`#check-${result.id}`} className="font-medium underline">
                      {check.label}
                    </a>
                    : {check.why}
                  </li>
                );
              })}
            </ol>
          </>
        ) : null}
        {blockers.length > 0 ? null : booking}
        <p className="mt-5 text-sm text-muted-foreground">
          Audited {formatLongDate(finishedAt)} from {report.homeUrl}, {report.pagesRead.length}{' '}
          {report.pagesRead.length === 1 ? 'page' : 'pages'} read. This report is kept until{' '}
          {formatLongDate(expiresAt)}.
        </p>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium">Pages read</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 break-all">
            {report.pagesRead.map((url) => (
              <li key={url}>{url}</li>
            ))}
          </ul>
        </details>
      </section>
      {report.preview ? <SharePreviews preview={report.preview} /> : null}
      {report.pageSpeed ? <PageSpeedSection pageSpeed={report.pageSpeed} /> : null}
      {toFix.length > 0 ? (
        <section aria-labelledby="report-to-fix">
          <h2 id="report-to-fix" className="text-2xl font-semibold">
            What needs fixing, the worst first
          </h2>
          <ul className="mt-4 space-y-4">
            {toFix.map((result) => (
              <CheckItem key={result.id} result={result} />
            ))}
          </ul>
        </section>
      ) : null}
      {passed.length > 0 ? (
        <section aria-labelledby="report-done">
          <h2 id="report-done" className="text-2xl font-semibold">
            What you do well
          </h2>
          <details className="mt-4">
            <summary className="cursor-pointer font-medium">
              Show the {count('pass')} {count('pass') === 1 ? 'check' : 'checks'} passed
              {count('skip') ? ` and ${count('skip')} not applicable` : ''}
            </summary>
            <ul className="mt-4 space-y-4">
              {passed.map((result) => (
                <CheckItem key={result.id} result={result} />
              ))}
            </ul>
          </details>
        </section>
      ) : null}
    </div>
  );
}

function CheckItem({ result }: { result: CheckResult }) {
  const check = auditCheck(result.id);
  return (
    <li
      id={`check-${result.id}`}
      className="break-inside-avoid rounded-lg border border-border p-4"
    >
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {groupTitle.get(check.group)}
      </p>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{check.label}</h3>
        <span
          className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${statusClass[result.status]}`}
        >
          {statusText[result.status]}
          <span className="sr-only">, {check.weight} points</span>
        </span>
      </div>
      {result.evidence.length ? (
        <ul className="mt-2 space-y-1 text-sm break-words">
          {result.evidence.map((line, index) => (
            <li key={index}>
              <code className="text-[0.8125rem]">{line}</code>
            </li>
          ))}
        </ul>
      ) : null}
      {result.status === 'fail' || result.status === 'warn' ? (
        <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium">Why it matters</dt>
          <dd className="text-muted-foreground">{check.why}</dd>
          <dt className="font-medium">What fixing it involves</dt>
          <dd className="text-muted-foreground">{check.fix}</dd>
        </dl>
      ) : null}
    </li>
  );
}
