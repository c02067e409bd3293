import { AUDIT_CHECKS, CHECK_GROUPS } from '@/lib/seo-audit/audit-checks';
import { BLOCKED_SCORE_CAP } from '@/lib/seo-audit/audit-score';

// The published method of the free SEO audit: every check, its weight and why it matters,
// straight from the catalogue the audit scores with (lib/seo-audit/audit-checks.ts).

const cell = 'px-4 py-3 align-top';

export function AuditMethod() {
  const total = AUDIT_CHECKS.reduce((sum, check) => sum + check.weight, 0);
  return (
    <div className="space-y-12">
      <section aria-labelledby="method-blockers">
        <h2 id="method-blockers" className="text-2xl font-semibold">
          What keeps a site out of Google
        </h2>
        <p className="mt-2 max-w-prose text-muted-foreground">
          Four findings outweigh every other: robots.txt keeping Google out (for every crawler or
          for Googlebot), a home page marked noindex (its robots or googlebot meta tag, or its
          X-Robots-Tag header), a home page that does not answer 200, and a home page naming another
          site as its canonical. Each means Google does not list the site, so while one stands the
          score is at most {BLOCKED_SCORE_CAP}, whatever else passes, and the report says so above
          the score.
        </p>
      </section>
      {CHECK_GROUPS.map(({ group, title }) => {
        const checks = AUDIT_CHECKS.filter((check) => check.group === group);
        const weight = checks.reduce((sum, check) => sum + check.weight, 0);
        return (
          <section key={group} aria-labelledby={`method-${group}`}>
            <h2 id={`method-${group}`} className="text-2xl font-semibold">
              {title}
            </h2>
            <p className="mt-2 text-muted-foreground">
              {checks.length} checks, {weight} of the {total} points.
            </p>
            <div
              role="region"
              aria-label={`${title}, table`}
              tabIndex={0}
              className="mt-4 overflow-x-auto rounded-lg border border-border"
            >
              <table className="w-full min-w-[40rem] text-left text-sm">
                <caption className="sr-only">{title}: each check, its weight and why</caption>
                <thead className="bg-muted text-xs tracking-wide uppercase">
                  <tr>
                    <th scope="col" className={cell}>
                      Check
                    </th>
                    <th scope="col" className={`${cell} text-right`}>
                      Points
                    </th>
                    <th scope="col" className={cell}>
                      Why it matters
                    </th>
                    <th scope="col" className={cell}>
                      What fixing it involves
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {checks.map((check) => (
                    <tr key={check.id}>
                      <th scope="row" className={`${cell} font-medium`}>
                        {check.label}
                      </th>
                      <td className={`${cell} text-right tabular-nums`}>{check.weight}</td>
                      <td className={`${cell} text-muted-foreground`}>{check.why}</td>
                      <td className={`${cell} text-muted-foreground`}>{check.fix}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </div>
  );
}
