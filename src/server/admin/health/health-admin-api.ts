import 'server-only';

import type { DB } from '../../db/schema';
import { startHealthCrawl } from '../../health/health-runner';
import { latestHealthReport } from '../../queries/health-reports';
import { createAdminGate, json, readOnly } from '../admin-gate';

/** The site-health API: the latest report (with progress while it runs), and a new crawl. */
export function createHealthAdminApi(deps: { db: DB; origin: string }) {
  const { guarded } = createAdminGate(deps.db, 'content');

  const latest = guarded(readOnly, async () =>
    json(200, { report: await latestHealthReport(deps.db) }),
  );

  const start = guarded({ audit: { subject: () => 'Site-health crawl' } }, async () => {
    const started = await startHealthCrawl(deps.db, deps.origin);
    if (!started) return json(409, { error: 'A crawl is running; wait for its report.' });
    return json(202, { id: started.id });
  });

  return { latest, start };
}
