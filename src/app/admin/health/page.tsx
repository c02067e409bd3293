import type { Metadata } from 'next';

import { HealthAdmin } from '@/components/admin/health/health-admin';
import { LoadError } from '@/components/admin/load-error';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { latestHealthReport, type HealthReport } from '@/server/queries/health-reports';

export const metadata: Metadata = { title: 'Site Health' };

export default async function HealthAdminPage() {
  if (!(await adminFor('content'))) return <NoAccess />;
  let report: HealthReport | null;
  try {
    report = await latestHealthReport(getDb());
  } catch (error) {
    logger.error({ err: error }, 'site health: the report could not be loaded');
    return (
      <div className="mx-auto max-w-2xl px-4 py-20">
        <LoadError message="Failed to load the site-health report. Please try again." />
      </div>
    );
  }
  return <HealthAdmin initial={report} />;
}
