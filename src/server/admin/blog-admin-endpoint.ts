import 'server-only';

import path from 'node:path';

import { revalidateTag } from 'next/cache';

import { cacheTags } from '@/lib/cache-tags';

import { pokePublishTimer } from '../blog-schedule/publish-timer';
import { getDb } from '../db/client';
import { env } from '../env';
import { createBlogAdminApi } from './blog-admin-api';

export const uploadsDir = path.join(env.DATA_DIR, 'uploads');

/** After a write to the blog: expires its cached pages and looks again for the next scheduled post. */
export function blogChanged(tags: string[] = [cacheTags.blogPosts, cacheTags.authors]): void {
  // expire: 0: the next request renders fresh data instead of serving the stale page once.
  tags.forEach((tag) => revalidateTag(tag, { expire: 0 }));
  // A post may have been scheduled, or its time moved.
  pokePublishTimer();
}

export const blogAdminApi = createBlogAdminApi({
  db: getDb(),
  uploadsDir,
  revalidate: blogChanged,
});
