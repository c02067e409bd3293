import 'server-only';

import { getDb } from '../../db/client';
import { env } from '../../env';
import { notifyTo } from '../../mail/mailer';
import { deliverQueuedSoon } from '../../queue/deliver-queued';
import { createEnquiryAdminApi } from './enquiry-admin-api';
import { createLeadSettingsApi } from './lead-settings-api';

export const enquiryAdminApi = createEnquiryAdminApi({
  db: getDb(),
  notifyTo,
  siteUrl: env.SITE_URL,
  deliverSoon: deliverQueuedSoon,
});

export const leadSettingsApi = createLeadSettingsApi({
  db: getDb(),
  production: process.env.NODE_ENV === 'production',
});
