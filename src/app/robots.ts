import type { MetadataRoute } from 'next';

import { robotsRules } from '@/lib/crawlers/robots-rules';
import { loadCrawlerPolicy } from '@/server/public-pages/catalog';
import { siteUrl } from '@/server/public-pages/site';

export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: robotsRules(await loadCrawlerPolicy()),
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
