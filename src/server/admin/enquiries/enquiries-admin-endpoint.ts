import 'server-only';

import { getDb } from '../../db/client';
import { env } from '../../env';
import { notifyTo } from '../../mail/mailer';
import { deliverQueuedSoon } from '../../composition/bindings';
import { auditSoon } from '../../composition/seo-audit-runtime';
import { createEmailTemplateAdminApi } from './email-template-admin-api';
import { createEnquiriesAdminApi } from './enquiries-admin-api';
import { createEnquiryAuditApi } from './enquiry-seo-audit-api';
import { createEnquirySettingsAdminApi } from './enquiry-settings-admin-api';

export const enquiriesAdminApi = createEnquiriesAdminApi({
  db: getDb(),
  notifyTo,
  siteUrl: env.SITE_URL,
  deliverSoon: deliverQueuedSoon,
});

export const enquirySettingsAdminApi = createEnquirySettingsAdminApi({
  db: getDb(),
  production: process.env.NODE_ENV === 'production',
});

export const emailTemplateAdminApi = createEmailTemplateAdminApi({ db: getDb() });

export const enquiryAuditApi = createEnquiryAuditApi({
  db: getDb(),
  siteUrl: env.SITE_URL,
  auditSoon,
});
