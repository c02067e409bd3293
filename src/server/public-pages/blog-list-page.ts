import 'server-only';

import type { Metadata } from 'next';
import { cache } from 'react';

import { findBlogCategory } from '@/content/blog';
import { blogListPath } from '@/lib/routing/list-params';
import { pageMetaOf } from '@/lib/validation/page-meta';

import { loadPostList } from '../blog';
import { loadPageMeta } from './catalog';
import { pageMissing } from './not-found-page';
import { pageMetadata, siteUrl } from './site';

// /blog?category=&page=, drawn from its canonical query (src/renderer/routes.ts).

/** One page of a category's posts; a category or page that does not exist is the site's 404. */
export const loadBlogListPage = cache(async (categorySlug: string, rawPage: string) => {
  const category = findBlogCategory(categorySlug);
  const page = Number(rawPage);
  if (!category || !Number.isInteger(page) || page < 1) return pageMissing();
  const list = await loadPostList(category.slug === 'all' ? null : category.slug, page);
  if (page > list.pageCount) return pageMissing();
  const qualifier = [
    category.slug === 'all' ? null : `${category.name} articles`,
    page > 1 ? `Page ${page}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const blog = pageMetaOf(await loadPageMeta(), 'blog');
  const metadata: Metadata = await pageMetadata((name, brand) => ({
    title: brand(qualifier ? `Blog: ${qualifier}` : blog.title),
    // Each category and page has its own description, not a copy of the blog's.
    description: qualifier
      ? `${qualifier} from the ${name} blog: guides on SEO, Google Ads, content and analytics for Indian businesses.`
      : blog.description,
    path: blogListPath(category.slug, page),
    // A category's first page is a topic hub (in the sitemap); later pages are a moving window
    // of older posts, each of which is in the sitemap itself.
    noindex: page > 1 ? 'follow-links' : false,
  }));
  return {
    found: true as const,
    metadata: {
      ...metadata,
      alternates: { ...metadata.alternates, types: { 'application/rss+xml': '/blog/feed.xml' } },
    },
    category,
    page,
    list,
    siteUrl,
  };
});
