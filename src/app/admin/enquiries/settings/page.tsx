import type { Metadata } from 'next';

import { ErasePersonForm } from '@/components/admin/enquiries/erase-person-form';
import { EnquirySettingsForm } from '@/components/admin/enquiries/enquiry-settings-form';
import { WebhookLog } from '@/components/admin/enquiries/webhook-log';
import { loadEnquirySettings } from '@/server/admin/enquiries/load-enquiry-settings';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';

export const metadata: Metadata = { title: 'Enquiry Settings' };

export default async function EnquirySettingsPage() {
  if (!(await adminFor('enquiries'))) return <NoAccess />;
  const page = await loadEnquirySettings();
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Enquiry Settings</h1>
      <p className="mt-1 text-muted-foreground">
        Who hears of each enquiry, where it is sent, and how long it is kept.
      </p>
      <EnquirySettingsForm values={page.settings} fallback={page.fallback} />
      <WebhookLog deliveries={page.deliveries} hasUrl={Boolean(page.settings.webhookUrl)} />
      <ErasePersonForm />
    </div>
  );
}
