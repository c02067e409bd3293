import type { Metadata } from 'next';

import { CitiesAdmin } from '@/components/admin/cities/cities-admin';
import { loadCities } from '@/server/admin/cities/load-cities';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';

export const metadata: Metadata = { title: 'Cities' };

export default async function CitiesAdminPage() {
  if (!(await adminFor('content'))) return <NoAccess />;
  const data = await loadCities();
  return <CitiesAdmin {...data} />;
}
