import 'server-only';

import { bookingPathFor } from '../composition/bindings';
import { getDb } from '../db/client';
import { reportAtToken } from '../queries/seo-audit-enquiries';

/**
 * A free audit's report at its address, with the link that books a call about it: the enquiry's
 * own when the address is an enquiry's, else the booking page, which asks who is calling. Null
 * when unknown or expired. Read on each request: it changes as it runs.
 */
export async function loadAuditReport(token: string) {
  const report = await reportAtToken(getDb(), token);
  if (!report) return null;
  const { audit, enquiryId } = report;
  return { ...audit, bookingUrl: enquiryId ? await bookingPathFor(enquiryId) : '/book-a-call' };
}
