import 'server-only';

import { bookingPathFor } from '../bindings';
import { getDb } from '../db/client';
import { latestEnquiryOfAudit } from '../queries/audit-enquiries';
import { auditByToken } from '../queries/seo-audits';

/**
 * A free audit's report at its token, with the address that books a call about it for the
 * prospect who asked; null when unknown or expired. Read on each request: it changes as it runs.
 */
export async function loadAuditReport(token: string) {
  const audit = await auditByToken(getDb(), token);
  if (!audit) return null;
  const enquiryId = await latestEnquiryOfAudit(getDb(), audit.id);
  return { ...audit, bookingUrl: enquiryId ? await bookingPathFor(enquiryId) : '/book-a-call' };
}
