import 'server-only';

import type { DB } from '../db/schema';
import {
  enquiriesAwaitingAudit,
  enquiryAuditReach,
  linkEnquiryAudit,
} from '../queries/seo-audit-enquiries';
import { pendingAuditCount, queueAudit, recentAuditOf } from '../queries/seo-audits';
import { mailAuditReports } from './report-mail';

// An enquiry's audit: a report of the same address from the last few minutes when there is one (a
// burst of requests for one site reads it once), else a new audit in the background queue. When
// that queue is full the enquiry, already stored, waits, and its audit starts as the queue makes
// room (`startAwaitedAudits`, on each round of the audit worker). Either way the enquiry's report
// has an address of its own.

/** Audits waiting or running past which a new one waits for room. */
export const AUDIT_QUEUE_LIMIT = 20;

/** `token` is the enquiry's own report address. */
export type AuditStart = { token: string; mailQueued: boolean } | 'busy';

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
  // Scored for the customers the prospect named, whoever starts it (the form, the queue, the team).
  const reach = await enquiryAuditReach(db, enquiryId);
  const recent = options.author ? null : await recentAuditOf(db, target, reach);
  if (!recent && (await pendingAuditCount(db)) >= AUDIT_QUEUE_LIMIT) return 'busy';
  const audit = recent ?? { ...(await queueAudit(db, target, reach)), status: 'pending' as const };
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

/** Starts the audits of enquiries stored while the queue was full, as far as it has room now. */
export async function startAwaitedAudits(db: DB, siteUrl: string): Promise<number> {
  const room = AUDIT_QUEUE_LIMIT - (await pendingAuditCount(db));
  let started = 0;
  for (const enquiry of await enquiriesAwaitingAudit(db, room)) {
    const target = new URL(enquiry.website);
    if ((await startEnquiryAudit(db, { enquiryId: enquiry.id, target, siteUrl })) === 'busy') break;
    started++;
  }
  return started;
}
