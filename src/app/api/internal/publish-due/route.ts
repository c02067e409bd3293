import { cacheTags } from '@/lib/cache-tags';
import { fromThisProcess } from '@/server/runtime/internal-route';
import { expireTags } from '@/server/cache/expire-tags';

// Called by this process's own publish timer when a scheduled post's time has come.
export function POST(request: Request) {
  if (!fromThisProcess(request)) return new Response('Not Found', { status: 404 });
  expireTags([cacheTags.blogPosts, cacheTags.authors]);
  return new Response(null, { status: 204, headers: { 'cache-control': 'private, no-store' } });
}
