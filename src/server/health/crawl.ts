import 'server-only';

import { sitemapEntries } from '@/lib/seo/sitemap-entries';

import { readPage, type FetchedPage, type PageFacts } from './page-facts';

// The site-health crawl: from `/` and the sitemap's URLs, same origin only, one request at a time
// so visitors are not slowed, bounded in pages and time (a page that never answers included).
// Redirects are recorded, not followed; a page that could not be read is recorded with status 0.

export type CrawlOptions = {
  origin: string;
  fetchPage: (path: string) => Promise<FetchedPage>;
  maxPages: number;
  maxMs: number;
  onProgress?: (crawled: number) => void | Promise<void>;
};

export type CrawlResult = {
  pages: PageFacts[];
  sitemap: string[];
  /** Each sitemap path's lastmod, null when it has none. */
  lastModified: Record<string, string | null>;
  complete: boolean;
  /** When the crawl ended, in ms since the epoch: no lastmod may be later. */
  finishedAt: number;
};

/** The page, or null once the crawl's time is up: a page that never answers cannot hold it. */
function beforeDeadline(page: Promise<FetchedPage>, deadline: number): Promise<FetchedPage | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([page, timeUp]).finally(() => clearTimeout(timer));
}

export async function crawlSite(options: CrawlOptions): Promise<CrawlResult> {
  const deadline = Date.now() + options.maxMs;
  const fetchPage = (path: string) =>
    beforeDeadline(
      options.fetchPage(path).catch((): FetchedPage => ({ status: 0, location: null, html: null })),
      deadline,
    );
  const sitemapPage = (await fetchPage('/sitemap.xml')) ?? { html: null };
  const lastModified: Record<string, string | null> = {};
  for (const { url, lastmod } of sitemapEntries(sitemapPage.html ?? ''))
    if (url.origin === options.origin) lastModified[url.pathname] ??= lastmod;
  const sitemap = Object.keys(lastModified);
  const pages: PageFacts[] = [];
  const result = (complete: boolean): CrawlResult => ({
    pages,
    sitemap,
    lastModified,
    complete,
    finishedAt: Date.now(),
  });
  const seen = new Set<string>(['/', ...sitemap]);
  const queue = [...seen];
  while (queue.length > 0) {
    if (pages.length >= options.maxPages || Date.now() >= deadline) return result(false);
    const path = queue.shift()!;
    const page = await fetchPage(path);
    if (!page) return result(false);
    const facts = readPage(path, page, options.origin);
    pages.push(facts);
    const next = facts.location ? [facts.location] : facts.links;
    for (const link of next) {
      const target = link.startsWith('/') ? link : null;
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
    await options.onProgress?.(pages.length);
  }
  return result(true);
}
