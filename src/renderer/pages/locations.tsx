import { CityServicesCard } from '@/components/site/locations/city-services-card';
import { Link } from '@/components/site/intent-link';
import { JsonLd } from '@/components/site/json-ld';
import { PageHero } from '@/components/site/page-hero';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { loadLocationsPage } from '@/server/public-pages/locations-page';

import type { RenderedRoute } from './rendered-route';

/** /locations: the states and their cities. */
export async function locationsRoute(): Promise<RenderedRoute> {
  const page = await loadLocationsPage();
  return { status: 200, metadata: page.metadata, body: <LocationsPage {...page} /> };
}

const crumbs = [
  { label: 'Home', path: '/' },
  { label: 'Locations', path: '/locations' },
];

/** Up to this many cities, the hub shows each with its service links; beyond, its state's page. */
const CITIES_SHOWN_IN_FULL = 24;

const cityCount = (count: number) => `${count} ${count === 1 ? 'city' : 'cities'}`;

function LocationsPage({ states, siteUrl }: Awaited<ReturnType<typeof loadLocationsPage>>) {
  const inFull =
    states.reduce((sum, group) => sum + group.cities.length, 0) <= CITIES_SHOWN_IN_FULL;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
      <PageHero
        title="Our Locations"
        subtitle="We help businesses across India win in search. Find your city under its state to see how each of our services works there."
        crumbs={crumbs}
      />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-16 sm:px-6 lg:px-8">
        {states.map((group) => (
          <section key={group.slug} aria-labelledby={`state-${group.slug}`}>
            <h2 id={`state-${group.slug}`} className="text-2xl font-bold tracking-tight">
              <Link
                href={`/locations/${group.slug}`}
                className="hover:text-primary hover:underline"
              >
                {group.state}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {cityCount(group.cities.length)}
              {inFull ? null : `: ${group.cities.map((city) => city.name).join(', ')}`}
            </p>
            {inFull ? (
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {group.cities.map((city) => (
                  <CityServicesCard key={city.slug} city={city} level={3} />
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}
