import type { MetadataRoute } from 'next';

import { listSitemapEntries } from '@/server/sitemap';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return listSitemapEntries();
}
