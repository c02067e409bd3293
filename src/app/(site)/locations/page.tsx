import { MapPin } from '@/components/ui/icons';
import { Link } from '@/components/site/intent-link';
import { JsonLd } from '@/components/site/json-ld';
import { PageHero } from '@/components/site/page-hero';
import { serviceCityPath } from '@/lib/routing/service-city';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { loadCities, loadCityPageLinks, loadServiceCatalogue } from '@/server/catalog';
import { siteUrl, sitePageMetadata } from '@/server/site';

export function generateMetadata() {
  return sitePageMetadata('locations');
}

const crumbs = [
  { label: 'Home', path: '/' },
  { label: 'Locations', path: '/locations' },
];

export default async function LocationsPage() {
  const [cities, links, catalogue] = await Promise.all([
    loadCities(),
    loadCityPageLinks(),
    loadServiceCatalogue(),
  ]);
  const servicesByCity = new Map<string, Set<string>>();
  for (const link of links) {
    const set = servicesByCity.get(link.citySlug) ?? new Set<string>();
    set.add(link.serviceSlug);
    servicesByCity.set(link.citySlug, set);
  }

  return (
    <>
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
      <PageHero
        title="Our Locations"
        subtitle="We help businesses across India win in search. Choose your city to see how each of our services works there."
        crumbs={crumbs}
      />
      <section aria-label="Cities" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cities.map((city) => {
            const available = servicesByCity.get(city.slug) ?? new Set<string>();
            return (
              <li
                key={city.slug}
                className="rounded-lg border border-border bg-card p-6 render-near-viewport [--render-estimate:18rem]"
              >
                <h2 className="flex items-center gap-2 text-xl font-semibold">
                  <MapPin className="h-5 w-5 text-primary" aria-hidden />
                  {city.name}
                </h2>
                <p className="text-sm text-muted-foreground">{city.state}</p>
                <ul className="mt-4 space-y-1">
                  {catalogue
                    .filter((service) => available.has(service.slug))
                    .map((service) => (
                      <li key={service.slug}>
                        <Link
                          href={serviceCityPath(service.slug, city.slug)}
                          className="inline-block py-1 text-primary hover:underline"
                        >
                          {service.name} in {city.name}
                        </Link>
                      </li>
                    ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
