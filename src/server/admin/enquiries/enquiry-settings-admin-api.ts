import 'server-only';

import type { Role } from '@/lib/admin/roles';
import { enquirySettingsSchema } from '@/lib/validation/enquiry';
import { eraseRequestSchema } from '@/lib/validation/enquiry';

import type { DB } from '../../db/schema';
import { deliverDueWebhooks } from '../../enquiries/webhook-delivery';
import { refusedWebhookTarget } from '../../enquiries/webhook-target';
import { logger } from '../../logger';
import { getEnquirySettings, saveEnquirySettings } from '../../queries/enquiry-settings';
import type { Answer } from '../audit-log-subject';
import { countPersonalData, erasePersonalData } from '../../queries/privacy-erase';
import { getWebhookDelivery, queueWebhook } from '../../queries/webhook-deliveries';
import { createAdminGate, json } from '../admin-gate';

/** Who may let the webhook call into the site's own network. */
const MAY_ALLOW_PRIVATE: readonly Role[] = ['owner', 'admin'];
export const PRIVATE_NEEDS_ADMIN =
  'Only the owner or an admin can allow a webhook into a private network.';

export type EnquirySettingsAdminDependencies = {
  db: DB;
  /** Production refuses webhooks into private networks unless the admin allowed them. */
  production: boolean;
};

/** The enquiry settings: recipients, the webhook and its test, retention, and erasure. */
export function createEnquirySettingsAdminApi(deps: EnquirySettingsAdminDependencies) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'enquiries');
  const policyOf = (allowPrivate: boolean) => ({ allowPrivate, production: deps.production });

  const settingsBefore = async () => ({
    title: 'Enquiry settings',
    values: await getEnquirySettings(db),
  });

  const save = guarded(
    { schema: enquirySettingsSchema, audit: { before: settingsBefore } },
    async (_request, _params, actor, data) => {
      const settings = data;
      if (settings.allowPrivateWebhook && !MAY_ALLOW_PRIVATE.includes(actor.user.role)) {
        // Sales may keep what the owner or an admin allowed, but not point it anywhere new.
        const stored = await getEnquirySettings(db);
        if (!stored.allowPrivateWebhook || stored.webhookUrl !== settings.webhookUrl)
          return json(403, {
            error: 'Please correct the highlighted fields.',
            fieldErrors: { allowPrivateWebhook: [PRIVATE_NEEDS_ADMIN] },
          });
      }
      if (settings.webhookUrl) {
        const refused = await refusedWebhookTarget(
          settings.webhookUrl,
          policyOf(settings.allowPrivateWebhook),
        );
        if (refused)
          return json(400, {
            error: 'Please correct the highlighted fields.',
            fieldErrors: { webhookUrl: [refused] },
          });
      }
      await saveEnquirySettings(db, settings);
      return json(200, { saved: true });
    },
  );

  const testWebhook = guarded({ audit: { subject: () => 'Test of the webhook' } }, async () => {
    const settings = await getEnquirySettings(db);
    if (!settings.webhookUrl)
      return json(400, { error: 'Save a webhook address before sending a test.' });
    const id = await queueWebhook(db, {
      enquiryId: null,
      url: settings.webhookUrl,
      payload: JSON.stringify({ event: 'webhook.test', sentAt: new Date().toISOString() }),
    });
    // Sent now, while the admin waits; like any delivery it is retried later if it fails.
    await deliverDueWebhooks(db, {
      secret: settings.webhookSecret,
      policy: policyOf(settings.allowPrivateWebhook),
      limit: 20,
    });
    return json(200, { delivery: await getWebhookDelivery(db, id) });
  });

  // Counting what an erase would delete changes nothing: only the confirmed erase has an entry,
  // which keeps nothing of the person (not the address either).
  const erased = (answer: Answer) => (answer.erased ? 'Personal data, erased on request' : null);

  const erase = guarded(
    { schema: eraseRequestSchema, audit: { result: erased } },
    async (_request, _params, _actor, data) => {
      const { email, confirm } = data;
      const found = await countPersonalData(db, email);
      if (found.enquiries + found.emails + found.clients === 0)
        return json(404, { error: `Nothing is stored for ${email}.`, found });
      if (!confirm) return json(200, { found });
      const erased = await erasePersonalData(db, email);
      logger.info({ erased }, 'personal data erased on request');
      return json(200, { erased });
    },
  );

  return { save, testWebhook, erase };
}
