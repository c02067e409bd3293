import { PostView } from '@/components/site/blog/post-view';
import { MissingPage } from '@/components/site/not-found/page-not-found';
import { loadPostPage } from '@/server/public-pages/post-page';

import type { RenderedRoute } from './rendered-route';

/** /blog/{slug}: a published post, or what is missing (404). */
export async function blogPostRoute(params: Record<string, string>): Promise<RenderedRoute> {
  const page = await loadPostPage(params.slug!);
  if (!page.found) return { status: 404, metadata: page.metadata, body: <MissingPage {...page} /> };
  return { status: 200, metadata: page.metadata, body: <PostView {...page.view} /> };
}
