import { HEALTH_CHECKS } from '@/lib/health-checks';
import { countOf } from '@/lib/utils';

/** What the last crawl checked: each check, passed or with how many findings. */
export function HealthCheckList({ findings }: { findings: ReadonlyArray<{ kind: string }> }) {
  const counts = new Map<string, number>();
  for (const finding of findings) counts.set(finding.kind, (counts.get(finding.kind) ?? 0) + 1);
  return (
    <section aria-labelledby="health-checks-heading" className="mt-6">
      <h2 id="health-checks-heading" className="text-lg font-semibold">
        What was checked
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {HEALTH_CHECKS.map((check) => {
          const found = counts.get(check.kind) ?? 0;
          return (
            <li key={check.kind} className="flex justify-between gap-3 py-1">
              <span className="first-letter:uppercase">{check.checks}</span>
              <span
                className={
                  found ? 'font-medium text-red-700 dark:text-red-400' : 'text-muted-foreground'
                }
              >
                {found ? countOf(found, 'finding') : 'Passed'}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
