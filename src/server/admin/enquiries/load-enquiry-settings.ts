import 'server-only';

import { getDb } from '../../db/client';
import { fallbackRecipients } from '../../mail/mailer';
import { getEnquirySettings } from '../../queries/enquiry-settings';
import { listWebhookDeliveries } from '../../queries/webhook-deliveries';

/** What the enquiry settings screen shows. Never cached: it is private and live. */
export async function loadEnquirySettings() {
  const db = getDb();
  const [settings, deliveries, fallback] = await Promise.all([
    getEnquirySettings(db),
    listWebhookDeliveries(db),
    fallbackRecipients(),
  ]);
  return {
    settings,
    deliveries,
    /** Who is told while no recipient is listed. */
    fallback: fallback.join(', '),
  };
}
