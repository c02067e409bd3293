import 'server-only';

import type { MetadataRoute } from 'next';

import { siteConfig } from '@/content/site-config';
import { absoluteUrl } from '@/lib/utils';

import { siteUrl } from './site';

export type SitemapEntry = MetadataRoute.Sitemap[number];

type Source = () => Promise<SitemapEntry[]>;

// Hand-written pages; their lastmod is the date their copy last changed, not the build time.
const staticPages: Array<{
  path: string;
  priority: number;
  changeFrequency: SitemapEntry['changeFrequency'];
}> = [
  { path: '/', priority: 1, changeFrequency: 'weekly' },
  { path: '/privacy-policy', priority: 0.2, changeFrequency: 'yearly' },
];

async function staticPageEntries(): Promise<SitemapEntry[]> {
  return staticPages.map((page) => ({
    url: absoluteUrl(siteUrl, page.path),
    lastModified: siteConfig.pagesUpdatedAt,
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }));
}

// Each content area adds its own source here (services, city pages, blog posts, authors).
const sources: Source[] = [staticPageEntries];

export async function listSitemapEntries(): Promise<SitemapEntry[]> {
  const groups = await Promise.all(sources.map((source) => source()));
  return groups.flat();
}
