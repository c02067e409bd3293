import 'server-only';

import { createHash } from 'node:crypto';

import {
  CONTACT_AUTO_REPLY_TEMPLATE,
  CONTACT_NOTIFICATION_TEMPLATE,
} from '@/content/email-templates';
import {
  autoReplySubject,
  autoReplyValues,
  renderHtmlTemplate,
  renderSubject,
  withEnquiryLink,
  type TemplateValues,
} from '@/lib/email-template';
import { landingPathOf, leadSourceOf } from '@/lib/enquiries/lead-source';
import { displayPhone } from '@/lib/phone';
import { auditReportUrl } from '@/lib/seo-audit/report-address';

import type { DB } from '../db/schema';
import { logger } from '../logger';
import { enqueueMail } from '../mail/outbox';
import { auditOfEnquiry } from '../queries/seo-audit-enquiries';
import { getEmailTemplate } from '../queries/email-templates';
import { getEnquiry, type Enquiry } from '../queries/enquiries';
import { getEnquirySettings } from '../queries/enquiry-settings';
import { getBusinessSettings } from '../queries/site-settings';
import { findEnquiryService } from '../queries/services';
import { queueWebhook } from '../queries/webhook-deliveries';
import { hitRateLimit } from '../rate-limit/rate-limit';

// What a stored enquiry (not spam) sets off: the team's notification to each recipient, the
// visitor's auto-reply when it is switched on (within its limits), and the webhook when one is
// set. Everything is queued here and delivered afterwards, so none of it can delay or fail the
// visitor's answer.

export type DispatchDependencies = {
  /** Who is told of each enquiry. */
  notifyTo: () => Promise<string[]>;
  /** The site's address, for the admin link in the webhook. */
  siteUrl: string;
};

/**
 * Queues an enquiry's deliveries once: claiming the enquiry (dispatched_at) and queueing its mail
 * and webhook are one transaction, so a server killed in between leaves it unclaimed for the sweep
 * (queueUndispatchedEnquiries) and never half queued; a second caller finds it claimed.
 */
export async function queueEnquiryDeliveries(
  db: DB,
  enquiryId: string,
  deps: DispatchDependencies,
): Promise<void> {
  // Read before the transaction: on SQLite it holds the one writing connection.
  const recipients = await deps.notifyTo();
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('form_submissions')
      .set({ dispatched_at: new Date().toISOString() })
      .where('id', '=', enquiryId)
      .where('dispatched_at', 'is', null)
      .where('status', '!=', 'spam')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return;
    await queueDeliveries(trx, enquiryId, recipients, deps.siteUrl);
  });
}

/** How long a new enquiry's own request has to dispatch it before the sweep takes it up. */
const SWEEP_AFTER_MS = 60_000;

/**
 * Dispatches the enquiries stored but never dispatched (their server stopped in between, or the
 * queueing failed), oldest first; returns how many it took up.
 */
export async function queueUndispatchedEnquiries(
  db: DB,
  deps: DispatchDependencies,
  now = new Date(),
): Promise<number> {
  const rows = await db
    .selectFrom('form_submissions')
    .select('id')
    .where('dispatched_at', 'is', null)
    .where('status', '!=', 'spam')
    .where('created_at', '<', new Date(now.getTime() - SWEEP_AFTER_MS).toISOString())
    .orderBy('created_at')
    .limit(100)
    .execute();
  for (const { id } of rows) {
    // One that cannot be queued (a template gone) must not hold up the others; it is tried again.
    await queueEnquiryDeliveries(db, id, deps).catch((error: unknown) =>
      logger.error({ err: error, id }, 'could not dispatch an enquiry left undispatched'),
    );
  }
  return rows.length;
}

async function queueDeliveries(
  db: DB,
  enquiryId: string,
  recipients: string[],
  siteUrl: string,
): Promise<void> {
  const enquiry = await getEnquiry(db, enquiryId);
  if (!enquiry) return;
  const service = enquiry.serviceInterest
    ? await findEnquiryService(db, enquiry.serviceInterest)
    : null;
  const values: TemplateValues = {
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone ? displayPhone(enquiry.phone) : '',
    company: enquiry.company ?? '',
    website: enquiry.website ?? '',
    message: enquiry.message,
    service_interest: service?.name ?? enquiry.serviceInterest ?? '',
    city: enquiry.city ?? '',
  };

  const audit = await auditOfEnquiry(db, enquiryId);
  const reportUrl = audit ? auditReportUrl(audit.reportToken, siteUrl) : undefined;
  const notification = await getEmailTemplate(db, CONTACT_NOTIFICATION_TEMPLATE);
  if (!notification) throw new Error(`The ${CONTACT_NOTIFICATION_TEMPLATE} template is missing`);
  for (const to of recipients) {
    await enqueueMail(db, {
      to,
      enquiryId,
      subject: renderSubject(notification.subject, values),
      html: withEnquiryLink(
        renderHtmlTemplate(notification.body, values),
        enquiryAdminUrl(enquiryId, siteUrl),
        reportUrl,
      ),
      // Reply writes to the visitor, not to the site's no-reply address.
      replyTo: { name: enquiry.name, address: enquiry.email },
    });
  }

  const autoReply = await getEmailTemplate(db, CONTACT_AUTO_REPLY_TEMPLATE);
  const business = await getBusinessSettings(db);
  // The audit's prospect is mailed the report (report-mail.ts), the booking's the invitation.
  const wantsAutoReply = autoReply?.enabled && enquiry.origin === 'contact';
  if (wantsAutoReply && (await mayAutoReply(db, enquiry.email))) {
    // Only a service the site offers names it: never what the visitor typed as one; and no link
    // the visitor typed goes to the address they typed (autoReplyValues).
    const siteValues = autoReplyValues({ ...values, service_interest: service?.name ?? '' });
    await enqueueMail(db, {
      to: enquiry.email,
      enquiryId,
      kind: 'auto-reply',
      subject: autoReplySubject(autoReply.subject, siteValues),
      html: renderHtmlTemplate(autoReply.body, siteValues),
      replyTo: { name: business.name, address: business.email },
    });
  }

  const { webhookUrl } = await getEnquirySettings(db);
  if (webhookUrl) {
    const payload = webhookPayload(enquiry, service?.name ?? null, siteUrl, reportUrl);
    await queueWebhook(db, { enquiryId, url: webhookUrl, payload: JSON.stringify(payload) });
  }
}

/** One auto-reply an address a day, and AUTO_REPLIES_PER_HOUR for the whole site. */
export const AUTO_REPLIES_PER_HOUR = 20;

async function mayAutoReply(db: DB, email: string): Promise<boolean> {
  const recipient = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const toAddress = await hitRateLimit(db, `auto-reply:${recipient.slice(0, 32)}`, {
    limit: 1,
    windowSeconds: 24 * 60 * 60,
  });
  if (!toAddress.allowed) return false;
  const site = await hitRateLimit(db, 'auto-reply:site', {
    limit: AUTO_REPLIES_PER_HOUR,
    windowSeconds: 60 * 60,
  });
  if (!site.allowed)
    logger.warn('auto-replies paused for the hour: the site-wide limit was reached');
  return site.allowed;
}

/** The JSON a webhook receiver gets for a new enquiry (documented in docs/architecture.md). */
export function webhookPayload(
  s: Enquiry,
  serviceName: string | null,
  siteUrl: string,
  reportUrl?: string,
  event: 'enquiry.created' | 'enquiry.stage-changed' = 'enquiry.created',
) {
  return {
    event,
    enquiry: {
      id: s.id,
      name: s.name,
      email: s.email,
      phone: s.phone,
      company: s.company,
      website: s.website,
      service: s.serviceInterest,
      serviceName,
      city: s.city,
      message: s.message,
      /** Its stage: new, contacted, call-booked, quoted, won or lost. */
      status: s.status,
      lostReason: s.lostReason,
      /** The last quote sent, or the one accepted, in rupees with GST; null before any. */
      quoteValue: s.quoteValuePaise === null ? null : s.quoteValuePaise / 100,
      createdAt: s.createdAt,
      privacyNoticeVersion: s.noticeVersion,
      /** 'contact', 'audit' (the free SEO audit's form) or 'booking' (a call booked first). */
      origin: s.origin,
      auditReportUrl: reportUrl ?? null,
    },
    attribution: {
      source: leadSourceOf(s.utm, s.referrer ?? undefined),
      landingPath: landingPathOf(s.sourcePage ?? undefined),
      sourcePage: s.sourcePage,
      referrer: s.referrer,
      utm: s.utm,
    },
    adminUrl: enquiryAdminUrl(s.id, siteUrl),
  };
}

/** The enquiry's own page in the admin. */
const enquiryAdminUrl = (id: string, siteUrl: string) =>
  new URL(`/admin/enquiries/${encodeURIComponent(id)}`, siteUrl).toString();
