import 'server-only';

import { revalidateTag } from 'next/cache';

/**
 * Expires cached data by tag after a write. expire: 0: the next request renders fresh data
 * instead of serving the stale page once. Only inside a request (a route handler).
 */
export function expireTags(tags: readonly string[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
