import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';

import { cacheTags } from '@/lib/cache-tags';

import { getDb } from './db/client';
import { getAuthorBySlug, listAuthorLinks, listAuthorPosts } from './queries/authors';
import {
  getNextScheduledAt,
  listPublicPostLinks,
  listPublicPosts,
  listRelatedPosts,
} from './queries/blog-posts';
import { getPublicPostBySlug } from './queries/post-details';

// Cached reads of the blog. "Public" depends on the clock, so each entry also expires when the
// next scheduled post goes live, and an admin write revalidates the tags at once.

const HOUR = 3600;

export async function blogLifetime(now: string): Promise<void> {
  cacheTag(cacheTags.blogPosts, cacheTags.authors);
  const next = await getNextScheduledAt(getDb(), now);
  const untilNext = next ? Math.ceil((Date.parse(next) - Date.parse(now)) / 1000) : Infinity;
  const revalidate = Math.max(300, Math.min(HOUR, untilNext));
  cacheLife({ stale: 300, revalidate, expire: Math.max(revalidate, 7 * 24 * HOUR) });
}

export async function loadPostList(category: string | null, page: number) {
  'use cache';
  const now = new Date().toISOString();
  await blogLifetime(now);
  return listPublicPosts(getDb(), { now, category, page });
}

export async function loadPost(slug: string) {
  'use cache';
  const now = new Date().toISOString();
  await blogLifetime(now);
  return getPublicPostBySlug(getDb(), slug, now);
}

export async function loadRelatedPosts(postId: string, tags: string[]) {
  'use cache';
  const now = new Date().toISOString();
  await blogLifetime(now);
  return listRelatedPosts(getDb(), { postId, tags, now });
}

export async function loadPostLinks(limit?: number) {
  'use cache';
  const now = new Date().toISOString();
  await blogLifetime(now);
  return listPublicPostLinks(getDb(), now, limit);
}

export async function loadAuthor(slug: string) {
  'use cache';
  cacheTag(cacheTags.authors);
  cacheLife('hours');
  return getAuthorBySlug(getDb(), slug);
}

export async function loadAuthorPosts(authorId: string, tag: string | null, page: number) {
  'use cache';
  const now = new Date().toISOString();
  await blogLifetime(now);
  return listAuthorPosts(getDb(), { authorId, now, tag, page });
}

/** The authors with a public post (a scheduled one's publication changes the list). */
export async function loadAuthorLinks() {
  'use cache';
  const now = new Date().toISOString();
  await blogLifetime(now);
  return listAuthorLinks(getDb(), now);
}
