import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { incrementPostViews } from '@/server/queries/blog-posts';

// POST /api/blog/{slug}/view: counts one view of a public post. Not cached, never an error page.
export async function POST(_request: Request, { params }: RouteContext<'/api/blog/[slug]/view'>) {
  const { slug } = await params;
  try {
    const counted = await incrementPostViews(getDb(), slug, new Date().toISOString());
    return new Response(null, { status: counted ? 204 : 404 });
  } catch (error) {
    logger.error({ err: error, slug }, 'could not count a post view');
    return new Response(null, { status: 500 });
  }
}
