import 'server-only';

import type { DB } from '../db/schema';
import { env } from '../env';
import { logger } from '../logger';
import { notifyTo } from '../mail/mailer';
import { deliverQueuedSoon } from '../queue/deliver-queued';
import { queueUndispatchedEnquiries } from './dispatch-enquiry';

// At start and every minute: an enquiry stored by a server that was killed before it queued the
// notification (or whose queueing failed) is dispatched now, so none stays without one.

export function startDispatchSweep(getDb: () => DB, intervalMs = 60_000): void {
  const run = async () => {
    const taken = await queueUndispatchedEnquiries(getDb(), { notifyTo, siteUrl: env.SITE_URL });
    if (taken === 0) return;
    logger.warn({ taken }, 'enquiries stored but never dispatched: their notifications are queued');
    deliverQueuedSoon();
  };
  const sweep = () =>
    run().catch((error: unknown) =>
      logger.error({ err: error }, 'could not dispatch the enquiries left undispatched'),
    );
  setInterval(() => void sweep(), intervalMs).unref();
  void sweep();
}
