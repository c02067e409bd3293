import { ServiceCityPage } from '@/components/site/city/service-city-page';
import { MissingPage } from '@/components/site/not-found/page-not-found';
import { loadServiceCityPage } from '@/server/public-pages/service-city-page';

import type { RenderedRoute } from './rendered-route';

/** /services/{service}/{city}: the service's page in the city, or what is missing (404). */
export async function serviceCityRoute(params: Record<string, string>): Promise<RenderedRoute> {
  const page = await loadServiceCityPage(params.service!, params.city!);
  if (!page.found) return { status: 404, metadata: page.metadata, body: <MissingPage {...page} /> };
  return { status: 200, metadata: page.metadata, body: <ServiceCityPage page={page} /> };
}
