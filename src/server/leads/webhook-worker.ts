import 'server-only';

import { getDb } from '../db/client';
import { logger } from '../logger';
import { getLeadSettings } from '../queries/lead-settings';
import { deliverDueWebhooks } from './webhook-delivery';

let running: Promise<void> | null = null;

/** Delivers due webhooks in the background; overlapping calls share one run. */
export function deliverWebhooksSoon(): Promise<void> {
  running ??= deliverAllDue()
    .catch((error: unknown) => logger.error({ err: error }, 'webhook delivery failed'))
    .finally(() => {
      running = null;
    });
  return running;
}

const BATCH = 20;

async function deliverAllDue(): Promise<void> {
  const db = getDb();
  const settings = await getLeadSettings(db);
  const options = {
    secret: settings.webhookSecret,
    policy: {
      allowPrivate: settings.allowPrivateWebhook,
      production: process.env.NODE_ENV === 'production',
    },
    limit: BATCH,
  };
  for (let round = 0; round < 50; round++) {
    const report = await deliverDueWebhooks(db, options);
    if (report.delivered || report.failed) logger.info(report, 'webhook delivery');
    if (report.delivered + report.failed < BATCH) return;
  }
}

/** Retries waiting deliveries every minute, for as long as the server runs. */
export function startWebhookWorker(intervalMs = 60_000): void {
  setInterval(() => void deliverWebhooksSoon(), intervalMs).unref();
  void deliverWebhooksSoon();
}
