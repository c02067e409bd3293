import type { Metadata } from 'next';

import { BusinessForm } from '@/components/admin/settings/business-form';
import { PageMetaForm } from '@/components/admin/settings/page-meta-form';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';
import { loadSettings } from '@/server/admin/settings/load-settings';

export const metadata: Metadata = { title: 'Settings' };

export default async function SettingsAdminPage() {
  if (!(await adminFor('site'))) return <NoAccess />;
  const { business, pageMeta } = await loadSettings();
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      <p className="mt-1 text-muted-foreground">
        The business details of the header, the footer, the contact card and the structured data
        search engines read, and how the site&apos;s own pages show in search results.
      </p>
      <BusinessForm values={business} />
      <PageMetaForm values={pageMeta} />
    </div>
  );
}
