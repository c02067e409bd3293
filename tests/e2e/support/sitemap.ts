import type { APIRequestContext } from '@playwright/test';

/** Each page of /sitemap.xml, by its path (and query), with its lastmod. */
export async function sitemapDates(request: APIRequestContext): Promise<Map<string, string>> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const dates = new Map<string, string>();
  for (const [, loc, lastmod] of xml.matchAll(
    /<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g,
  )) {
    const url = new URL(loc!.replace(/&amp;/g, '&'));
    dates.set(url.pathname + url.search, lastmod!);
  }
  return dates;
}
