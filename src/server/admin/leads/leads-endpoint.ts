import 'server-only';

import { getDb } from '../../db/client';
import { env } from '../../env';
import { deliverWebhooksSoon } from '../../leads/webhook-worker';
import { deliverMailSoon, notifyTo } from '../../mail/mailer';
import { createEnquiryAdminApi } from './enquiry-admin-api';
import { createLeadSettingsApi } from './lead-settings-api';

export const enquiryAdminApi = createEnquiryAdminApi({
  db: getDb(),
  notifyTo,
  siteUrl: env.SITE_URL,
  deliverSoon: () => {
    void deliverMailSoon();
    void deliverWebhooksSoon();
  },
});

export const leadSettingsApi = createLeadSettingsApi({
  db: getDb(),
  production: process.env.NODE_ENV === 'production',
});
