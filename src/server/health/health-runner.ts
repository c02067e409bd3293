import 'server-only';

import type { DB } from '../db/client';
import { logger } from '../logger';
import {
  finishHealthReport,
  startHealthReport,
  updateHealthProgress,
} from '../queries/health-reports';
import { crawlSite } from './crawl';
import { findingsOf } from './findings';
import { internalPath, type FetchedPage } from './page-facts';

export const HEALTH_MAX_PAGES = 500;
export const HEALTH_MAX_MS = 3 * 60_000;

/** Fetches a page of the site as a visitor would, without following redirects. */
export function fetchFromOrigin(origin: string) {
  return async (path: string): Promise<FetchedPage> => {
    const response = await fetch(`${origin}${path}`, {
      redirect: 'manual',
      headers: { 'user-agent': 'site-health-crawl', accept: 'text/html,application/xml' },
    });
    const location = response.headers.get('location');
    const type = response.headers.get('content-type') ?? '';
    const readable = type.includes('html') || type.includes('xml');
    const html = readable ? await response.text() : null;
    if (!readable) await response.body?.cancel();
    return {
      status: response.status,
      location: location ? (internalPath(location, origin, path) ?? location) : null,
      html,
    };
  };
}

/**
 * Starts a crawl in the background and returns its report's id; null while another runs. The
 * report's progress is written every few pages, its findings at the end.
 */
export async function startHealthCrawl(
  db: DB,
  origin: string,
  fetchPage: (path: string) => Promise<FetchedPage> = fetchFromOrigin(origin),
): Promise<{ id: string; done: Promise<void> } | null> {
  const id = await startHealthReport(db, HEALTH_MAX_PAGES, HEALTH_MAX_MS * 2);
  if (!id) return null;
  const done = (async () => {
    try {
      const crawl = await crawlSite({
        origin,
        fetchPage,
        maxPages: HEALTH_MAX_PAGES,
        maxMs: HEALTH_MAX_MS,
        onProgress: (crawled) =>
          crawled % 5 === 0 ? updateHealthProgress(db, id, crawled) : undefined,
      });
      await updateHealthProgress(db, id, crawl.pages.length);
      await finishHealthReport(db, id, crawl.complete ? 'done' : 'partial', findingsOf(crawl));
    } catch (error) {
      logger.error({ err: error }, 'the site-health crawl failed');
      await finishHealthReport(db, id, 'failed', []).catch(() => undefined);
    }
  })();
  return { id, done };
}
