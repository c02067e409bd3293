import { fromThisProcess } from '@/server/runtime/internal-route';
import { sitePagePaths } from '@/server/site-pages/site-pages';

// Called by this process's request pipeline when it needs the site's pages and holds none fresh
// (pipeline/plain-not-found.ts): they are read here, inside Next.js, and kept where it looks.
export async function POST(request: Request) {
  if (!fromThisProcess(request)) return new Response('Not Found', { status: 404 });
  await sitePagePaths();
  return new Response(null, { status: 204, headers: { 'cache-control': 'private, no-store' } });
}
