import 'server-only';

import type { DB } from '../db/schema';
import { linkEnquiryAudit } from '../queries/audit-enquiries';
import { pendingAuditCount, queueAudit, recentAuditOf } from '../queries/seo-audits';
import { mailAuditReports } from './report-mail';

// An enquiry's audit: a report of the same address from the last few minutes when there is one (a
// burst of requests for one site reads it once), else a new audit in the background queue, unless
// that queue is full. Either way the enquiry's report has an address of its own.

/** Audits waiting or running past which a new one is refused ("busy, try again in a minute"). */
export const AUDIT_QUEUE_LIMIT = 20;

/** `token` is the enquiry's own report address. */
export type AuditStart = { token: string; mailQueued: boolean } | 'busy';

/** True when a new audit of the host would be refused now (its queue is full, none to reuse). */
export async function auditQueueFull(db: DB, target: URL): Promise<boolean> {
  if (await recentAuditOf(db, target)) return false;
  return (await pendingAuditCount(db)) >= AUDIT_QUEUE_LIMIT;
}

export async function startEnquiryAudit(
  db: DB,
  options: {
    enquiryId: string;
    target: URL;
    siteUrl: string;
    /** The team member who asked again: a fresh audit, never the cached one. */
    author?: string;
  },
): Promise<AuditStart> {
  const { enquiryId, target } = options;
  const recent = options.author ? null : await recentAuditOf(db, target);
  if (!recent && (await pendingAuditCount(db)) >= AUDIT_QUEUE_LIMIT) return 'busy';
  const audit = recent ?? { ...(await queueAudit(db, target)), status: 'pending' as const };
  const token = await linkEnquiryAudit(
    db,
    enquiryId,
    { id: audit.id, target: target.href },
    options.author,
  );
  // A report already made is mailed at once; a queued one when its audit finishes.
  const mailed =
    audit.status === 'pending' ? 0 : await mailAuditReports(db, audit.id, options.siteUrl);
  return { token, mailQueued: mailed > 0 };
}
