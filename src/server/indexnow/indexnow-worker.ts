import 'server-only';

import type { DB } from '../db/schema';
import { env } from '../env';
import { logger } from '../logger';
import { getCrawlerPolicy } from '../queries/site-settings';
import { every, type BackgroundWork } from '../runtime/background-work';
import { takeContentChange } from './content-changes';
import { deliverDueIndexNow } from './indexnow-delivery';
import { queueChangedUrls, type PublicUrl } from './indexnow-queue';

// With an IndexNow key set, every 15 seconds: after an admin's change (or every 10 minutes, for
// posts that publish on schedule), the sitemap (read from this server's own /sitemap.xml, since
// only a request may make its cached reads) is compared with the last notice and the changed
// URLs queued; then the due batches are sent. Without a key nothing is read or sent.

const DIFF_EVERY_MS = 10 * 60_000;
const state = { diffedAt: 0 };

export type IndexNowRun = {
  listUrls: () => Promise<readonly PublicUrl[]>;
  endpoint: string;
  siteUrl: string;
  now?: Date;
};

export async function runIndexNow(db: DB, run: IndexNowRun): Promise<void> {
  const key = (await getCrawlerPolicy(db)).indexnow_key;
  if (!key) return;
  const now = run.now ?? new Date();
  if (takeContentChange() || now.getTime() - state.diffedAt >= DIFF_EVERY_MS) {
    state.diffedAt = now.getTime();
    const queued = await queueChangedUrls(db, await run.listUrls(), now);
    if (queued) logger.info({ queued }, 'IndexNow: changed URLs queued');
  }
  await deliverDueIndexNow(db, { key, endpoint: run.endpoint, siteUrl: run.siteUrl, now });
}

export function indexNowWork(
  getDb: () => DB,
  listUrls: IndexNowRun['listUrls'],
  everyMs = 15_000,
): BackgroundWork {
  const tick = () =>
    runIndexNow(getDb(), { listUrls, endpoint: env.INDEXNOW_ENDPOINT, siteUrl: env.SITE_URL });
  return { name: 'IndexNow', start: every('IndexNow', everyMs, tick) };
}
