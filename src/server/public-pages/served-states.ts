import 'server-only';

import { groupByState, type StateGroup } from '@/lib/cities/states';

import { loadCities, loadCityPageLinks, loadServiceCatalogue } from './catalog';

export type ServedCity = {
  name: string;
  slug: string;
  state: string;
  /** The services with a published page in the city, in the catalogue's order. */
  services: Array<{ slug: string; name: string }>;
  updatedAt: string;
};

/** The cities with at least one published page, by state: /locations and its state pages. */
export async function loadServedStates(): Promise<StateGroup<ServedCity>[]> {
  const [cities, links, catalogue] = await Promise.all([
    loadCities(),
    loadCityPageLinks(),
    loadServiceCatalogue(),
  ]);
  const pages = new Map<string, { slugs: Set<string>; updatedAt: string }>();
  for (const link of links) {
    const entry = pages.get(link.citySlug) ?? { slugs: new Set<string>(), updatedAt: '' };
    entry.slugs.add(link.serviceSlug);
    if (link.updatedAt > entry.updatedAt) entry.updatedAt = link.updatedAt;
    pages.set(link.citySlug, entry);
  }
  const served = cities.flatMap((city) => {
    const entry = pages.get(city.slug);
    if (!entry) return [];
    const services = catalogue
      .filter((service) => entry.slugs.has(service.slug))
      .map(({ slug, name }) => ({ slug, name }));
    return [
      { name: city.name, slug: city.slug, state: city.state, services, updatedAt: entry.updatedAt },
    ];
  });
  return groupByState(served);
}
