import { PageNotFound } from '@/components/site/not-found/page-not-found';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { loadNotFoundPage } from '@/server/public-pages/not-found-page';

import type { RenderedRoute } from './rendered-route';

/** The site's 404 for every path that names nothing here (routes.ts). */
export async function notFoundRoute(): Promise<RenderedRoute> {
  return {
    status: 404,
    metadata: notFoundMetadata(),
    body: <PageNotFound {...await loadNotFoundPage()} />,
  };
}
