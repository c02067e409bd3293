import type { Metadata } from 'next';

import { ServicesAdmin } from '@/components/admin/services/services-admin';
import { loadServices } from '@/server/admin/services/load-services';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';

export const metadata: Metadata = { title: 'Services' };

export default async function ServicesAdminPage() {
  if (!(await adminFor('content'))) return <NoAccess />;
  const services = await loadServices();
  return <ServicesAdmin services={services} />;
}
