import 'server-only';

import { AUDIT_CHECKS } from '@/lib/seo-audit/audit-checks';
import { auditReportUrl } from '@/lib/seo-audit/report-address';
import { escapeHtml } from '@/lib/html-escape';

import type { DB } from '../db/schema';
import { logger } from '../logger';
import { enqueueMail } from '../mail/outbox';
import { claimReportRecipients } from '../queries/seo-audit-enquiries';
import { auditById, type StoredAudit } from '../queries/seo-audits';
import { getBusinessSettings } from '../queries/site-settings';
import { hitRateLimit } from '../rate-limit/rate-limit';

// The prospect's mail once their audit has finished: the score, the three checks that matter most
// among those that failed, and the link to the whole report; queued in the outbox like every mail.

/** Reports one e-mail address is mailed a day, whoever typed it into the form. */
export const REPORT_MAILS_PER_ADDRESS_PER_DAY = 3;

const labels = new Map<string, { label: string; weight: number }>(
  AUDIT_CHECKS.map((c) => [c.id, { label: c.label, weight: c.weight }]),
);

/** Queues the report for every prospect waiting for it; returns how many mails were queued. */
export async function mailAuditReports(db: DB, auditId: string, siteUrl: string): Promise<number> {
  const audit = await auditById(db, auditId);
  if (!audit || audit.status === 'pending') return 0;
  const recipients = await claimReportRecipients(db, auditId);
  if (recipients.length === 0) return 0;
  const business = await getBusinessSettings(db);
  const host = new URL(audit.target).hostname;
  let queued = 0;
  for (const to of recipients) {
    // The form mails whatever address it is given: one address gets a few reports a day at most.
    const perAddress = await hitRateLimit(db, `audit-report-mail:${to.email.toLowerCase()}`, {
      limit: REPORT_MAILS_PER_ADDRESS_PER_DAY,
      windowSeconds: 24 * 60 * 60,
    });
    if (!perAddress.allowed) {
      logger.warn({ id: to.id }, 'audit report not mailed: the address had its reports today');
      continue;
    }
    queued++;
    await enqueueMail(db, {
      to: to.email,
      enquiryId: to.id,
      kind: 'audit-report',
      subject:
        audit.status === 'done'
          ? `Your free SEO audit of ${host}: ${audit.score}/100`
          : `Your free SEO audit of ${host} could not be finished`,
      html: reportHtml(
        audit,
        to.name,
        auditReportUrl(to.report_token ?? audit.token, siteUrl),
        business.name,
      ),
      replyTo: { name: business.name, address: business.email },
    });
  }
  return queued;
}

function reportHtml(audit: StoredAudit, name: string, url: string, businessName: string): string {
  const link = `<p><a href="${escapeHtml(url)}">Read the full report</a> (kept for 30 days).</p>`;
  const greeting = `<p>Hello ${escapeHtml(name)},</p>`;
  const signature = `<p>${escapeHtml(businessName)}</p>`;
  if (audit.status !== 'done' || !audit.report)
    return [
      greeting,
      `<p>We could not finish the audit of ${escapeHtml(audit.target)}: ${escapeHtml(audit.error ?? '')}</p>`,
      '<p>We will look at your site ourselves and write to you. You can also reply to this e-mail.</p>',
      signature,
    ].join('\n');
  const failed = audit.report.results
    .filter((r) => r.status === 'fail')
    .map((r) => labels.get(r.id)!)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 3);
  const list = failed.length
    ? `<p>What would help most:</p><ul>${failed.map((c) => `<li>Not yet: ${escapeHtml(c.label)}</li>`).join('')}</ul>`
    : '<p>Every check we weigh most passed.</p>';
  return [
    greeting,
    `<p>Your site ${escapeHtml(audit.report.homeUrl)} scored <strong>${audit.score}/100</strong> in our free SEO audit of ${audit.report.pagesRead.length} pages.</p>`,
    list,
    link,
    '<p>Reply to this e-mail if you would like us to walk you through it.</p>',
    signature,
  ].join('\n');
}
