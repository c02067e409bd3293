import 'server-only';

import type { DB } from '../db/schema';
import { logger } from '../logger';
import {
  finishHealthReport,
  startHealthReport,
  updateHealthProgress,
} from '../queries/health-reports';
import { crawlSite } from './crawl';
import { findingsOf } from './findings';
import { fetchPage as fetchFromSite } from './fetch-page';
import type { FetchedPage } from './page-facts';

export const HEALTH_MAX_PAGES = 500;
export const HEALTH_MAX_MS = 3 * 60_000;

/**
 * Starts a crawl in the background and returns its report's id; null while another runs. The
 * report's progress is written every few pages, its findings at the end.
 */
export async function startHealthCrawl(
  db: DB,
  origin: string,
  fetchPage: (path: string) => Promise<FetchedPage> = (path) => fetchFromSite(origin, path),
  maxMs = HEALTH_MAX_MS,
): Promise<{ id: string; done: Promise<void> } | null> {
  const id = await startHealthReport(db, HEALTH_MAX_PAGES, maxMs * 2);
  if (!id) return null;
  const done = (async () => {
    try {
      const crawl = await crawlSite({
        origin,
        fetchPage,
        maxPages: HEALTH_MAX_PAGES,
        maxMs,
        onProgress: (crawled) =>
          crawled % 5 === 0 ? updateHealthProgress(db, id, crawled) : undefined,
      });
      await updateHealthProgress(db, id, crawl.pages.length);
      await finishHealthReport(
        db,
        id,
        crawl.complete ? 'done' : 'partial',
        findingsOf(crawl, origin),
      );
    } catch (error) {
      logger.error({ err: error }, 'the site-health crawl failed');
      await finishHealthReport(db, id, 'failed', []).catch(() => undefined);
    }
  })();
  return { id, done };
}
