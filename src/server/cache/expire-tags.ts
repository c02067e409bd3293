import 'server-only';

import { revalidateTag } from 'next/cache';

import { noteContentChanged } from '../indexnow/content-changes';

/**
 * Expires cached data by tag after a write. expire: 0: the next request renders fresh data
 * instead of serving the stale page once. Only inside a request (a route handler). IndexNow then
 * compares the sitemap with its last notice.
 */
export function expireTags(tags: readonly string[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  noteContentChanged();
}
