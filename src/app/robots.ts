import type { MetadataRoute } from 'next';

import { robotsRules } from '@/lib/crawlers/robots-rules';
import { loadCrawlerPolicy } from '@/server/catalog';
import { siteUrl } from '@/server/site';

export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: robotsRules(await loadCrawlerPolicy()),
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
