import 'server-only';

import { backupWork } from '../backups/backup-work';
import { expireThroughOwnRoute, startPublishTimer } from '../blog-schedule/publish-timer';
import { cityRatingWork } from '../cities/city-rating-work';
import { botHitWork } from '../crawlers/bot-hit-memory';
import type { DB } from '../db/schema';
import { dispatchSweepWork } from '../enquiries/dispatch-sweep';
import { startWebhookWorker, stopWebhookWorker } from '../enquiries/webhook-worker';
import { indexNowWork } from '../indexnow/indexnow-worker';
import { ownSitemap } from '../indexnow/own-sitemap';
import { startMailWorker, stopMailWorker } from '../mail/mailer';
import { purgeWork } from '../maintenance/purge';
import { notFoundWork } from '../not-found-log/not-found-memory';
import { beaconRefusalWork } from '../page-tokens/beacon-vouch';
import { pageViewWork } from '../page-views/page-view-memory';
import { routingSyncWork } from '../pipeline/routing-memory';
import { redirectHitWork } from '../redirects/redirect-hits';
import type { BackgroundWork } from '../runtime/background-work';
import { auditWork, clientAuditWork } from './seo-audit-runtime';
import { deliverQueuedSoon } from './bindings';

/**
 * Everything a running server does in the background, once each: it retries the e-mail outbox and
 * webhooks, dispatches enquiries a killed server left undispatched, purges old rows, publishes
 * scheduled posts, sends IndexNow notices, follows routing changes made on other instances, rates
 * changed city pages against their siblings, runs the free SEO audits prospects queued and the
 * clients' monthly ones, takes the daily backup, and writes the counts it keeps in memory.
 */
export function backgroundWork(getDb: () => DB): BackgroundWork[] {
  return [
    { name: 'mail outbox', start: () => startMailWorker(), stop: stopMailWorker },
    { name: 'webhooks', start: () => startWebhookWorker(), stop: stopWebhookWorker },
    dispatchSweepWork(getDb, deliverQueuedSoon),
    purgeWork(getDb),
    {
      name: 'publish timer',
      start: () => void startPublishTimer({ getDb, expire: expireThroughOwnRoute }),
    },
    indexNowWork(getDb, ownSitemap),
    routingSyncWork(getDb),
    pageViewWork(getDb),
    notFoundWork(getDb),
    botHitWork(getDb),
    redirectHitWork(getDb),
    beaconRefusalWork(getDb),
    cityRatingWork(getDb),
    auditWork(getDb),
    clientAuditWork(getDb),
    backupWork(getDb),
  ];
}
