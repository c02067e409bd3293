import 'server-only';

import { readPage, type FetchedPage, type PageFacts } from './page-facts';

// The site-health crawl: from `/` and the sitemap's URLs, same origin only, one request at a time
// so visitors are not slowed, bounded in pages and time. Redirects are recorded, not followed.

export type CrawlOptions = {
  origin: string;
  fetchPage: (path: string) => Promise<FetchedPage>;
  maxPages: number;
  maxMs: number;
  onProgress?: (crawled: number) => void | Promise<void>;
};

export type CrawlResult = { pages: PageFacts[]; sitemap: string[]; complete: boolean };

const SITEMAP_LOC = /<loc>\s*([^<\s]+)\s*<\/loc>/g;

export async function crawlSite(options: CrawlOptions): Promise<CrawlResult> {
  const started = Date.now();
  const sitemapPage = await options.fetchPage('/sitemap.xml');
  const sitemap = [...(sitemapPage.html ?? '').matchAll(SITEMAP_LOC)]
    .map((m) => {
      try {
        const url = new URL(m[1]!);
        return url.origin === options.origin ? url.pathname : null;
      } catch {
        return null;
      }
    })
    .filter((p): p is string => p !== null);
  const seen = new Set<string>(['/', ...sitemap]);
  const queue = [...seen];
  const pages: PageFacts[] = [];
  while (queue.length > 0) {
    if (pages.length >= options.maxPages || Date.now() - started > options.maxMs)
      return { pages, sitemap, complete: false };
    const path = queue.shift()!;
    const facts = readPage(path, await options.fetchPage(path), options.origin);
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
  return { pages, sitemap, complete: true };
}
