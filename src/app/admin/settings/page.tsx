import type { Metadata } from 'next';

import { LoadError } from '@/components/admin/load-error';
import { BusinessForm } from '@/components/admin/settings/business-form';
import type { BusinessData } from '@/lib/validation/business';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { getBusinessSettings } from '@/server/queries/site-settings';

export const metadata: Metadata = { title: 'Settings' };

export default async function SettingsAdminPage() {
  if (!(await adminFor('site'))) return <NoAccess />;
  let business: BusinessData;
  try {
    business = await getBusinessSettings(getDb());
  } catch (error) {
    logger.error({ err: error }, 'settings admin: the business details could not be loaded');
    return (
      <div className="mx-auto max-w-2xl px-4 py-20">
        <LoadError message="Failed to load the settings. Please try again." />
      </div>
    );
  }
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      <p className="mt-1 text-muted-foreground">
        The business details of the header, the footer, the contact card and the structured data
        search engines read.
      </p>
      <BusinessForm values={business} />
    </div>
  );
}
