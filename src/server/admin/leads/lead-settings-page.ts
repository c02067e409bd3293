import 'server-only';

import { getDb } from '../../db/client';
import { env } from '../../env';
import { getLeadSettings } from '../../queries/lead-settings';
import { getBusinessSettings } from '../../queries/site-settings';
import { listWebhookDeliveries } from '../../queries/webhook-deliveries';

/** What the lead settings page shows. Never cached: it is private and live. */
export async function loadLeadSettingsPage() {
  const db = getDb();
  const [settings, deliveries, business] = await Promise.all([
    getLeadSettings(db),
    listWebhookDeliveries(db),
    getBusinessSettings(db),
  ]);
  return {
    settings,
    deliveries,
    /** Who is told while no recipient is listed. */
    fallback: env.NOTIFY_EMAIL ?? business.email,
  };
}
