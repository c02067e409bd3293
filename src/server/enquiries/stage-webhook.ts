import 'server-only';

import { auditReportUrl } from '@/lib/seo-audit/report-address';

import type { DB } from '../db/schema';
import { logger } from '../logger';
import { auditOfEnquiry } from '../queries/seo-audit-enquiries';
import { getEnquiry } from '../queries/enquiries';
import { getEnquirySettings } from '../queries/enquiry-settings';
import { findEnquiryService } from '../queries/services';
import { queueWebhook } from '../queries/webhook-deliveries';
import { webhookPayload } from './dispatch-enquiry';

/**
 * Tells the webhook an enquiry moved to another stage (by hand, a call booked, a quote sent or
 * answered): `enquiry.stage-changed`, the enquiry as `enquiry.created` carries it, with its stage
 * and quote value. Queued, never in the way: a failure is logged and the change stands.
 */
export async function queueStageWebhook(db: DB, enquiryId: string, siteUrl: string): Promise<void> {
  try {
    const { webhookUrl } = await getEnquirySettings(db);
    if (!webhookUrl) return;
    const enquiry = await getEnquiry(db, enquiryId);
    if (!enquiry || enquiry.status === 'spam') return;
    const service = enquiry.serviceInterest
      ? await findEnquiryService(db, enquiry.serviceInterest)
      : null;
    const audit = await auditOfEnquiry(db, enquiryId);
    const reportUrl = audit ? auditReportUrl(audit.reportToken, siteUrl) : undefined;
    const payload = webhookPayload(
      enquiry,
      service?.name ?? null,
      siteUrl,
      reportUrl,
      'enquiry.stage-changed',
    );
    await queueWebhook(db, {
      enquiryId,
      url: webhookUrl,
      payload: JSON.stringify(payload),
    });
  } catch (error) {
    logger.error({ err: error, id: enquiryId }, 'could not queue the stage webhook');
  }
}
