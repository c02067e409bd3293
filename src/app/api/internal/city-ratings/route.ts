import { cacheTags } from '@/lib/cache-tags';
import { fromThisProcess } from '@/server/runtime/internal-route';
import { expireTags } from '@/server/cache/expire-tags';

// Called by this process's city page rating pass when ratings changed: pages, lists and the
// sitemap show each page's state again.
export function POST(request: Request) {
  if (!fromThisProcess(request)) return new Response('Not Found', { status: 404 });
  expireTags([cacheTags.cityPages]);
  return new Response(null, { status: 204, headers: { 'cache-control': 'private, no-store' } });
}
