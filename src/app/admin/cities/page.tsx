import type { Metadata } from 'next';

import { CitiesAdmin } from '@/components/admin/cities/cities-admin';
import { LoadError } from '@/components/admin/load-error';
import { loadCitiesAdmin, type CitiesAdminData } from '@/server/admin/cities/cities-dashboard';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';
import { logger } from '@/server/logger';

export const metadata: Metadata = { title: 'Cities' };

export default async function CitiesAdminPage() {
  if (!(await adminFor('content'))) return <NoAccess />;
  let data: CitiesAdminData;
  try {
    data = await loadCitiesAdmin();
  } catch (error) {
    logger.error({ err: error }, 'cities admin: the cities could not be loaded');
    return (
      <div className="mx-auto max-w-2xl px-4 py-20">
        <LoadError message="Failed to load the cities. Please try again." />
      </div>
    );
  }
  return <CitiesAdmin {...data} />;
}
