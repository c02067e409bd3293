import 'server-only';

import type { DB } from '../db/schema';
import { env } from '../env';
import { logger } from '../logger';
import { notifyTo } from '../mail/mailer';
import { every, type BackgroundWork } from '../runtime/background-work';
import { queueUndispatchedEnquiries } from './dispatch-enquiry';

// At start and every minute: an enquiry stored by a server that was killed before it queued the
// notification (or whose queueing failed) is dispatched now, so none stays without one.

/** `deliverSoon` starts delivering what was queued (the mails, the webhooks). */
export function dispatchSweepWork(
  getDb: () => DB,
  deliverSoon: () => void,
  everyMs = 60_000,
): BackgroundWork {
  const sweep = async () => {
    const taken = await queueUndispatchedEnquiries(getDb(), { notifyTo, siteUrl: env.SITE_URL });
    if (taken === 0) return;
    logger.warn({ taken }, 'enquiries stored but never dispatched: their notifications are queued');
    deliverSoon();
  };
  const name = 'enquiry dispatch sweep';
  return { name, start: every(name, everyMs, sweep, { atStart: true }) };
}
