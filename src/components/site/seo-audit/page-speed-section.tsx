import type { PageSpeed } from '@/lib/seo-audit/audit-checks';

// Google's figures for the home page, beside the audit's own checks (not part of its score): the
// mobile lab score, and the real visitors' p75 with Google's thresholds for "good".

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function PageSpeedSection({ pageSpeed }: { pageSpeed: PageSpeed }) {
  return (
    <section aria-labelledby="report-pagespeed" className="break-inside-avoid">
      <h2 id="report-pagespeed" className="text-2xl font-semibold">
        Speed as Google measures it
      </h2>
      {'error' in pageSpeed ? (
        <p className="mt-4">Not available this time: {pageSpeed.error}</p>
      ) : (
        <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-lg border border-border p-4 text-sm sm:grid-cols-[16rem_1fr]">
          <dt className="font-medium">Lab score on a phone (Lighthouse)</dt>
          <dd>{pageSpeed.labScore === null ? 'Not given' : `${pageSpeed.labScore}/100`}</dd>
          {pageSpeed.field ? (
            <>
              <dt className="font-medium">Largest Contentful Paint, real visitors</dt>
              <dd>
                {pageSpeed.field.lcpMs === null ? 'Not given' : seconds(pageSpeed.field.lcpMs)}{' '}
                (good: 2.5 s or less)
              </dd>
              <dt className="font-medium">Interaction to Next Paint, real visitors</dt>
              <dd>
                {pageSpeed.field.inpMs === null ? 'Not given' : `${pageSpeed.field.inpMs} ms`}{' '}
                (good: 200 ms or less)
              </dd>
              <dt className="font-medium">Cumulative Layout Shift, real visitors</dt>
              <dd>
                {pageSpeed.field.cls === null ? 'Not given' : pageSpeed.field.cls.toFixed(2)} (good:
                0.1 or less)
              </dd>
            </>
          ) : (
            <>
              <dt className="font-medium">Real visitors</dt>
              <dd>Google does not yet have enough visits to this site to report them.</dd>
            </>
          )}
        </dl>
      )}
      <p className="mt-2 text-xs text-muted-foreground">
        From Google PageSpeed Insights for your home page; the real-visitor figures are the 75th
        percentile of the Chrome UX Report&apos;s last 28 days. Not part of the score above.
      </p>
    </section>
  );
}
