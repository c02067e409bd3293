import { CityServicesCard } from '@/components/site/locations/city-services-card';
import { Link } from '@/components/site/intent-link';
import { JsonLd } from '@/components/site/json-ld';
import { MissingPage } from '@/components/site/not-found/page-not-found';
import { PageHero } from '@/components/site/page-hero';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { loadStatePage } from '@/server/public-pages/locations-page';

import type { RenderedRoute } from './rendered-route';

type StatePageData = Extract<Awaited<ReturnType<typeof loadStatePage>>, { found: true }>;

/** /locations/{state}: the state's cities, or what is missing (404). */
export async function stateLocationsRoute(params: Record<string, string>): Promise<RenderedRoute> {
  const page = await loadStatePage(params.state!);
  if (!page.found) return { status: 404, metadata: page.metadata, body: <MissingPage {...page} /> };
  return { status: 200, metadata: page.metadata, body: <StateLocationsPage page={page} /> };
}

function StateLocationsPage({ page }: { page: StatePageData }) {
  const { group, crumbs, siteUrl } = page;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
      <PageHero
        title={`Our Locations in ${group.state}`}
        subtitle={`Choose your city to see how each of our services works for businesses in ${group.state}.`}
        crumbs={crumbs}
      />
      <section aria-label="Cities" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {group.cities.map((city) => (
            <CityServicesCard key={city.slug} city={city} />
          ))}
        </ul>
        <p className="mt-10">
          <Link href="/locations" className="font-medium text-primary hover:underline">
            All states and cities
          </Link>
        </p>
      </section>
    </>
  );
}
