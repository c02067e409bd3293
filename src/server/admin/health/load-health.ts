import 'server-only';

import { getDb } from '../../db/client';
import { latestHealthReport } from '../../queries/health-reports';

/** The site-health screen's data: the latest crawl's report, with progress while it runs. */
export function loadHealth() {
  return latestHealthReport(getDb());
}
