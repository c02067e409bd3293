import type { Metadata } from 'next';

import { LoadError } from '@/components/admin/load-error';
import { ServicesAdmin } from '@/components/admin/services/services-admin';
import { loadServicesAdmin } from '@/server/admin/services/services-dashboard';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';
import { logger } from '@/server/logger';
import type { ServiceListItem } from '@/server/queries/services-admin';

export const metadata: Metadata = { title: 'Services' };

export default async function ServicesAdminPage() {
  if (!(await adminFor('content'))) return <NoAccess />;
  let services: ServiceListItem[];
  try {
    services = await loadServicesAdmin();
  } catch (error) {
    logger.error({ err: error }, 'services admin: the services could not be loaded');
    return (
      <div className="mx-auto max-w-2xl px-4 py-20">
        <LoadError message="Failed to load the services. Please try again." />
      </div>
    );
  }
  return <ServicesAdmin services={services} />;
}
