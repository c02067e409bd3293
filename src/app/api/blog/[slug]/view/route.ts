import { isSameOrigin } from '@/server/http/same-origin';
import { countPostView } from '@/server/page-views/post-views';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';

// POST /api/blog/{slug}/view: counts a view of a public post, from this site's own pages only.
export async function POST(request: Request, { params }: RouteContext<'/api/blog/[slug]/view'>) {
  if (!isSameOrigin(request)) return new Response(null, { status: 403 });
  const { slug } = await params;
  try {
    const result = await countPostView(getDb(), slug, request.headers);
    return new Response(null, { status: result === 'missing' ? 404 : 204 });
  } catch (error) {
    logger.error({ err: error, slug }, 'could not count a post view');
    return new Response(null, { status: 500 });
  }
}
