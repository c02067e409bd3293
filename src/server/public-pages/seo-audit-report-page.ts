import 'server-only';

import { bookingPathFor } from '../composition/bindings';
import { getDb } from '../db/client';
import { reportAtToken } from '../queries/seo-audit-enquiries';
import { loadBusiness } from './site';

/**
 * A free audit's report at its address, with the link that books a call about it (the enquiry's
 * own when the address is an enquiry's, else the booking page, which asks who is calling) and the
 * agency that prepared it. Null
 * when unknown or expired. Read on each request: it changes as it runs.
 */
export async function loadAuditReport(token: string) {
  const report = await reportAtToken(getDb(), token);
  if (!report) return null;
  const { audit, enquiryId } = report;
  const { name, telephone, email, siteUrl } = await loadBusiness();
  return {
    ...audit,
    bookingUrl: enquiryId ? await bookingPathFor(enquiryId) : '/book-a-call',
    // Who prepared it, for the printed copy's header and foot.
    agency: { name, telephone, email, siteUrl },
  };
}
