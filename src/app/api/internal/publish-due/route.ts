import { timingSafeEqual } from 'node:crypto';

import { revalidateTag } from 'next/cache';

import { cacheTags } from '@/lib/cache-tags';
import { publishTimerToken } from '@/server/blog-schedule/publish-timer';

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
  for (const tag of [cacheTags.blogPosts, cacheTags.authors]) revalidateTag(tag, { expire: 0 });
  return new Response(null, { status: 204, headers: { 'cache-control': 'private, no-store' } });
}
