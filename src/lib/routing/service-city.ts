// Parses every URL shape of a service, or a service in a city, into its one canonical path.

import {
  citySlugAliases,
  findService,
  serviceCatalogue,
  serviceSlugAliases,
  type ServiceSlug,
} from '@/content/service-catalogue';

export const PLAUSIBLE_CITY = /^[a-z]+(?:-[a-z]+)*$/;
export const MAX_CITY_LENGTH = 40;

/** A city slug that could name a real place: letters and hyphens, at most 40 characters. */
export function isPlausibleCitySlug(slug: string): boolean {
  return slug.length <= MAX_CITY_LENGTH && PLAUSIBLE_CITY.test(slug);
}

/** The canonical service slug for a slug or one of its aliases; undefined when unknown. */
export function resolveServiceSlug(slug: string): ServiceSlug | undefined {
  const candidate = serviceSlugAliases.get(slug) ?? slug;
  return findService(candidate)?.slug;
}

export function resolveCitySlug(slug: string): string {
  return citySlugAliases.get(slug) ?? slug;
}

export function serviceCityPath(service: string, city: string): string {
  return `/services/${service}/${city}`;
}

const serviceAlternation = [...serviceCatalogue.map((s) => s.slug), ...serviceSlugAliases.keys()]
  .sort((a, b) => b.length - a.length)
  .join('|');
const ALTERNATIVE_SHAPE = new RegExp(
  `^/(${serviceAlternation})-(?:services|consultant)-in-([a-z-]+)$`,
);

/**
 * The canonical path for a lower-case path without a trailing slash, when it is one of the
 * service or service-in-city shapes; undefined when the path is none of them.
 */
export function canonicalServicePath(path: string): string | undefined {
  const segments = path.split('/').slice(1);

  // /services/{service} and /services/{service}/{city}
  if (segments[0] === 'services' && (segments.length === 2 || segments.length === 3)) {
    const service = resolveServiceSlug(segments[1]!);
    if (!service) return undefined;
    if (segments.length === 2) return `/services/${service}`;
    const city = segments[2]!;
    if (!isPlausibleCitySlug(city)) return undefined;
    return serviceCityPath(service, resolveCitySlug(city));
  }

  // /{service}/{city}, e.g. /seo/mumbai
  if (segments.length === 2) {
    const service = resolveServiceSlug(segments[0]!);
    const city = segments[1]!;
    if (service && isPlausibleCitySlug(city))
      return serviceCityPath(service, resolveCitySlug(city));
    return undefined;
  }

  // /{service}-services-in-{city} and /{service}-consultant-in-{city}
  const match = ALTERNATIVE_SHAPE.exec(path);
  if (match) {
    const service = resolveServiceSlug(match[1]!)!;
    const city = match[2]!;
    if (isPlausibleCitySlug(city)) return serviceCityPath(service, resolveCitySlug(city));
  }
  return undefined;
}

// Words that say nothing about the city, and the site's own first path segments.
const NOT_A_CITY = new Set([
  'services',
  'service',
  'consultant',
  'consultants',
  'agency',
  'company',
  'companies',
  'expert',
  'experts',
  'in',
  'for',
  'near',
  'me',
  'best',
  'top',
  'the',
  'and',
  'of',
  'blog',
  'author',
  'admin',
  'api',
  'contact',
  'locations',
  'privacy',
  'policy',
]);

export type ServiceCitySuggestion = {
  serviceSlug: ServiceSlug;
  serviceName: string;
  citySlug: string;
  cityName: string;
};

const words = (segment: string) =>
  segment
    .split(/[-_.\s]+/)
    .map((t) => t.replace(/[^a-z]/g, ''))
    .filter((t) => t && !NOT_A_CITY.has(t));

/** For a path that did not match, the service and city it most likely meant, if it names both. */
export function suggestServiceCity(pathname: string): ServiceCitySuggestion | undefined {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  for (const [index, segment] of segments.entries()) {
    const tokens = words(segment);
    for (let size = Math.min(3, tokens.length); size >= 1; size--) {
      for (let start = 0; start + size <= tokens.length; start++) {
        const service = resolveServiceSlug(tokens.slice(start, start + size).join('-'));
        if (!service) continue;
        // The city is named beside the service: in the same segment, else the next, else the one before.
        const sameSegment = [...tokens.slice(0, start), ...tokens.slice(start + size)];
        const city = [
          sameSegment,
          words(segments[index + 1] ?? ''),
          words(segments[index - 1] ?? ''),
        ].find((candidate) => candidate.length > 0);
        if (!city || city.length > 3) return undefined;
        const citySlug = resolveCitySlug(city.join('-'));
        if (!isPlausibleCitySlug(citySlug)) return undefined;
        return {
          serviceSlug: service,
          serviceName: findService(service)!.name,
          citySlug,
          cityName: citySlug
            .split('-')
            .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
            .join(' '),
        };
      }
    }
  }
  return undefined;
}
