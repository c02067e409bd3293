import type { Metadata } from 'next';

import { HealthAdmin } from '@/components/admin/health/health-admin';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';
import { loadHealth } from '@/server/admin/health/load-health';

export const metadata: Metadata = { title: 'Site Health' };

export default async function HealthAdminPage() {
  if (!(await adminFor('content'))) return <NoAccess />;
  const report = await loadHealth();
  return <HealthAdmin initial={report} />;
}
