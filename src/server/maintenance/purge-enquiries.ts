import 'server-only';

import { CLOSED_STAGES } from '@/lib/enquiries/stages';

import type { DB } from '../db/schema';
import { adjustEnquiryCounts, countedColumns } from '../queries/enquiry-counts';
import { getEnquirySettings } from '../queries/enquiry-settings';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SPAM_KEPT_DAYS = 30;

/**
 * Deletes spam older than 30 days, and, when the admin set a retention period, closed enquiries
 * (won or lost) older than it (their timelines and queued deliveries go with them). Returns what it deleted.
 */
export async function purgeOldEnquiries(
  db: DB,
  now = new Date(),
): Promise<{ spam: number; closed: number }> {
  const spamBefore = new Date(now.getTime() - SPAM_KEPT_DAYS * DAY_MS).toISOString();
  const spam = await deleteEnquiries(db, ['spam'], spamBefore);
  const { retentionMonths } = await getEnquirySettings(db);
  if (retentionMonths === 'off') return { spam, closed: 0 };
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - Number(retentionMonths));
  return { spam, closed: await deleteEnquiries(db, CLOSED_STAGES, cutoff.toISOString()) };
}

async function deleteEnquiries(
  db: DB,
  statuses: readonly string[],
  before: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const matching = trx
      .selectFrom('form_submissions')
      .where('status', 'in', statuses)
      .where('created_at', '<', before);
    await adjustEnquiryCounts(trx, await matching.select(countedColumns).execute(), -1);
    const ids = matching.select('id');
    await trx.deleteFrom('email_outbox').where('submission_id', 'in', ids).execute();
    // Their timelines and webhook deliveries go with them (on delete cascade).
    const result = await trx
      .deleteFrom('form_submissions')
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
