import 'server-only';

import { cacheTags } from '@/lib/cache-tags';

import { pokePublishTimer } from '../../blog-schedule/publish-timer';
import { expireTags } from '../../cache/expire-tags';
import { getDb } from '../../db/client';
import { uploadStorage } from '../../uploads/configured-storage';
import { createBlogAdminApi } from './blog-admin-api';

/** After a write to the blog: expires its cached pages and looks again for the next scheduled post. */
export function blogChanged(
  tags: string[] = [cacheTags.blogPosts, cacheTags.authors, cacheTags.caseStudies],
): void {
  expireTags(tags);
  // A post may have been scheduled, or its time moved.
  pokePublishTimer();
}

export const blogAdminApi = createBlogAdminApi({
  db: getDb(),
  uploads: uploadStorage,
  revalidate: blogChanged,
});
