import { timingSafeEqual } from 'node:crypto';

import { cacheTags } from '@/lib/cache-tags';
import { publishTimerToken } from '@/server/blog-schedule/publish-timer';
import { expireTags } from '@/server/cache/expire-tags';

// Called by this process's own publish timer when a scheduled post's time has come.
export async function POST(request: Request) {
  const expected = publishTimerToken();
  const given = request.headers.get('x-internal-token') ?? '';
  if (
    !expected ||
    given.length !== expected.length ||
    !timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  )
    return new Response('Not Found', { status: 404 });
  expireTags([cacheTags.blogPosts, cacheTags.authors]);
  return new Response(null, { status: 204, headers: { 'cache-control': 'private, no-store' } });
}
