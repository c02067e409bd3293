// The entries of a sitemap as crawlers read it: each <url>'s <loc> and <lastmod>, or, in a list of
// bare <loc>s (a sitemap index), each <loc> with no date. Read by the site-health crawl for this
// site and by the free SEO audit for a prospect's.

const SITEMAP_URL = /<url>[\s\S]*?<\/url>/g;
const SITEMAP_LOC = /<loc>[\s\S]*?<\/loc>/g;
const LOC = /<loc>\s*([^<\s]+)\s*<\/loc>/;
const LASTMOD = /<lastmod>\s*([^<\s]+)\s*<\/lastmod>/;

export type SitemapEntry = { url: URL; lastmod: string | null };

/** Each entry whose <loc> is a URL, in order. */
export function sitemapEntries(xml: string): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  for (const [entry] of xml.matchAll(xml.includes('<url>') ? SITEMAP_URL : SITEMAP_LOC)) {
    try {
      entries.push({
        url: new URL((LOC.exec(entry)?.[1] ?? '').replace(/&amp;/g, '&')),
        lastmod: LASTMOD.exec(entry)?.[1] ?? null,
      });
    } catch {
      // Not a URL: nothing to read.
    }
  }
  return entries;
}

/** Whether the text is a sitemap: a <urlset> or a <sitemapindex>. */
export const isSitemapXml = (xml: string) => /<(urlset|sitemapindex)[\s>]/.test(xml);
