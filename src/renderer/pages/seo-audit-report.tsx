import { Link } from '@/components/site/intent-link';
import { PrintedBy } from '@/components/site/printed-by';
import { AuditReport } from '@/components/site/seo-audit/audit-report';
import { buttonClasses } from '@/components/ui/button';
import { progressLines } from '@/lib/seo-audit/progress-steps';
import { loadAuditReport } from '@/server/public-pages/seo-audit-report-page';

import type { RenderedRoute } from './rendered-route';

// A prospect's report: at an unguessable address, rendered on every request (never cached: a
// pending audit fills in), kept out of search engines, gone after 30 days.

const metadata = { title: 'Your Free SEO Audit Report', robots: { index: false, follow: false } };

const SECONDS_BETWEEN_REFRESHES = 4;

/** /free-seo-audit/report/{token}: the report, its progress, or 404 for an unknown address. */
export async function auditReportRoute(params: Record<string, string>): Promise<RenderedRoute> {
  const audit = await loadAuditReport(params.token!);
  return { status: audit ? 200 : 404, metadata, body: <AuditReportPage audit={audit} /> };
}

function AuditReportPage({ audit }: { audit: Awaited<ReturnType<typeof loadAuditReport>> }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8 print:max-w-none print:p-0">
      {audit ? <PrintedBy agency={audit.agency} /> : null}
      <header className="mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {audit ? `SEO audit of ${new URL(audit.target).hostname}` : 'This report is not here'}
        </h1>
      </header>
      {!audit ? (
        <div className="space-y-4">
          <p>
            The address may be mistyped, or the report has expired: reports are kept for 30 days.
          </p>
          <Link href="/free-seo-audit" className={buttonClasses('primary', 'md')}>
            Run a new audit
          </Link>
        </div>
      ) : audit.status === 'pending' ? (
        <div className="space-y-4">
          {/* Without JavaScript the page reloads itself until the report is ready. */}
          <meta httpEquiv="refresh" content={String(SECONDS_BETWEEN_REFRESHES)} />
          <p role="status">
            Your audit is running: this page fills in by itself in about a minute.
          </p>
          <ol className="list-inside list-decimal space-y-1 text-sm">
            {progressLines(audit.progress).map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ol>
        </div>
      ) : audit.status === 'failed' || !audit.report ? (
        <div className="space-y-4">
          <p>
            We could not finish the audit of {audit.target}: {audit.error}
          </p>
          <p>
            We have your details and will look at the site ourselves. You can also{' '}
            <Link href="/contact" className="underline">
              contact us
            </Link>
            , or book a call and we will go through it with you.
          </p>
          <Link href={audit.bookingUrl} className={buttonClasses('primary', 'md')}>
            Book a free call
          </Link>
        </div>
      ) : (
        <AuditReport
          report={audit.report}
          score={audit.score ?? 0}
          finishedAt={audit.finishedAt ?? audit.createdAt}
          expiresAt={audit.expiresAt}
          bookingUrl={audit.bookingUrl}
        />
      )}
      {audit?.status === 'done' ? (
        <aside className="mt-12 rounded-lg border border-border bg-card p-6 print:hidden">
          <h2 className="text-xl font-semibold">Want help with the fixes?</h2>
          <p className="mt-2 text-muted-foreground">
            We have your report and your details: book a free call and we will walk you through what
            matters most first, or reply to our e-mail.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link href={audit.bookingUrl} className={buttonClasses('primary', 'md')}>
              Book a free call
            </Link>
            <Link href="/contact" className={buttonClasses('outline', 'md')}>
              Talk to us
            </Link>
            <Link href="/free-seo-audit/method" className={buttonClasses('outline', 'md')}>
              How we score
            </Link>
          </div>
        </aside>
      ) : null}
    </div>
  );
}
