import type { Metadata } from 'next';

import { ErasePersonForm } from '@/components/admin/leads/erase-person-form';
import { LeadSettingsForm } from '@/components/admin/leads/lead-settings-form';
import { WebhookLog } from '@/components/admin/leads/webhook-log';
import { loadLeadSettings } from '@/server/admin/leads/load-lead-settings';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';

export const metadata: Metadata = { title: 'Enquiry Settings' };

export default async function LeadSettingsPage() {
  if (!(await adminFor('enquiries'))) return <NoAccess />;
  const page = await loadLeadSettings();
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Enquiry Settings</h1>
      <p className="mt-1 text-muted-foreground">
        Who hears of each enquiry, where it is sent, and how long it is kept.
      </p>
      <LeadSettingsForm values={page.settings} fallback={page.fallback} />
      <WebhookLog deliveries={page.deliveries} hasUrl={Boolean(page.settings.webhookUrl)} />
      <ErasePersonForm />
    </div>
  );
}
