import type { Metadata } from 'next';

import { ErasePersonForm } from '@/components/admin/leads/erase-person-form';
import { LeadSettingsForm } from '@/components/admin/leads/lead-settings-form';
import { WebhookLog } from '@/components/admin/leads/webhook-log';
import { LoadError } from '@/components/admin/load-error';
import { loadLeadSettingsPage } from '@/server/admin/leads/lead-settings-page';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';
import { logger } from '@/server/logger';

export const metadata: Metadata = { title: 'Enquiry Settings' };

export default async function LeadSettingsPage() {
  if (!(await adminFor('enquiries'))) return <NoAccess />;
  let page: Awaited<ReturnType<typeof loadLeadSettingsPage>>;
  try {
    page = await loadLeadSettingsPage();
  } catch (error) {
    logger.error({ err: error }, 'lead settings: the page could not be loaded');
    return (
      <div className="mx-auto max-w-2xl px-4 py-20">
        <LoadError message="Failed to load the lead settings. Please try again." />
      </div>
    );
  }
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
