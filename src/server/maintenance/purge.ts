import 'server-only';

import { purgeAudit } from '../audit-log/audit-log';
import { getAccountPolicy } from '../auth/account-policy';
import { deleteExpiredCaptchaSolutions } from '../captcha/altcha';
import type { DB } from '../db/schema';
import { logger } from '../logger';
import { purgeBeaconRecords } from '../queries/beacon-refusals';
import { purgeOldBotHits } from '../queries/bot-hits';
import { purgeOldContactClicks } from '../queries/contact-clicks';
import { purgeOldPageViews } from '../queries/page-views';
import { purgeOldPerformance } from '../queries/search-console';
import { purgeExpiredAudits } from '../queries/seo-audits';
import { purgeTrash } from '../queries/trash';
import { purgeOldWebVitals } from '../queries/web-vitals';
import { every, type BackgroundWork } from '../runtime/background-work';
import { purgeOldEnquiries } from './purge-enquiries';

/** The longest rate-limit window in use (a post view counts once a day). */
const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;
/** At most this many rate-limit rows are kept, the most recent windows first. */
export const MAX_RATE_LIMIT_ROWS = 50_000;
const HOURLY = 60 * 60 * 1000;

/**
 * Deletes used-up captcha solutions, ended sessions and one-time links, finished rate-limit
 * windows, old spam and, past their retention periods, closed enquiries, audit entries, page
 * views, WhatsApp and call presses, bot hits, Core Web Vitals (and spent page tokens, refused
 * beacons), Search Console imports past its own 16 months, what has been in the trash 30 days,
 * and free SEO audits past their 30 days.
 */
export async function purgeExpiredRows(db: DB, now = new Date()): Promise<void> {
  const enquiries = await purgeOldEnquiries(db, now);
  if (enquiries.spam || enquiries.closed) logger.info(enquiries, 'old enquiries deleted');
  await deleteExpiredCaptchaSolutions(db, now);
  await db.deleteFrom('admin_sessions').where('expires_at', '<', now.toISOString()).execute();
  // Links are kept a month past their end, so an old invite still says it expired.
  const linksBefore = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000).toISOString();
  await db.deleteFrom('admin_links').where('expires_at', '<', linksBefore).execute();
  await purgeAudit(db, (await getAccountPolicy(db)).auditRetentionDays, now);
  await purgeOldPageViews(db, now);
  await purgeOldContactClicks(db, now);
  await purgeOldBotHits(db, now);
  await purgeOldWebVitals(db, now);
  await purgeBeaconRecords(db, now);
  await purgeOldPerformance(db, now);
  await purgeTrash(db, now);
  await purgeExpiredAudits(db, now);
  const oldestWindow = new Date(now.getTime() - LONGEST_WINDOW_MS).toISOString();
  await db.deleteFrom('rate_limits').where('window_start', '<', oldestWindow).execute();
  // A flood of made-up addresses within one day must not grow the table without bound either.
  await db
    .deleteFrom('rate_limits')
    .where(
      'key',
      'in',
      db
        .selectFrom('rate_limits')
        .select('key')
        .orderBy('window_start', 'desc')
        .limit(Number.MAX_SAFE_INTEGER)
        .offset(MAX_RATE_LIMIT_ROWS),
    )
    .execute();
}

/** Purges once at start and then every hour, for as long as the server runs. */
export const purgeWork = (db: () => DB, everyMs = HOURLY): BackgroundWork => ({
  name: 'purge',
  start: every('purge', everyMs, () => purgeExpiredRows(db()), { atStart: true }),
});
