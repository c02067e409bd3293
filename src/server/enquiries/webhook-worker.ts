import 'server-only';

import { getDb } from '../db/client';
import { getEnquirySettings } from '../queries/enquiry-settings';
import { createDrainWorker } from '../queue/drain-worker';
import { deliverDueWebhooks } from './webhook-delivery';

const webhookWorker = createDrainWorker({
  name: 'webhook delivery',
  batch: 20,
  prepare: async () => {
    const db = getDb();
    // The secret and the policy as they are when the run starts.
    const settings = await getEnquirySettings(db);
    const policy = {
      allowPrivate: settings.allowPrivateWebhook,
      production: process.env.NODE_ENV === 'production',
    };
    return (limit) => deliverDueWebhooks(db, { secret: settings.webhookSecret, policy, limit });
  },
});

/** Delivers due webhooks in the background; overlapping calls share one run. */
export const deliverWebhooksSoon = webhookWorker.soon;

/** Retries waiting deliveries every minute, for as long as the server runs. */
export const startWebhookWorker = webhookWorker.start;

/** Stops retrying; resolves once the batch under way is delivered (a clean shutdown). */
export const stopWebhookWorker = webhookWorker.stop;
