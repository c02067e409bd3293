// Parses every URL shape of a service, or a service in a city, into its one canonical path.

import { routing, type RegisteredService, type Routing } from './routing-store';

// Spellings the spec's URLs use. Maps, not object literals: a slug such as 'constructor' must not
// find Object.prototype.
export const serviceSlugSpellings: ReadonlyMap<string, string> = new Map([
  ['content', 'content-strategy'],
  ['e-commerce-seo', 'ecommerce-seo'],
]);
export const citySlugAliases: ReadonlyMap<string, string> = new Map([['bangalore', 'bengaluru']]);

export const PLAUSIBLE_CITY = /^[a-z]+(?:-[a-z]+)*$/;
export const MAX_CITY_LENGTH = 40;

/** A city slug that could name a real place: letters and hyphens, at most 40 characters. */
export function isPlausibleCitySlug(slug: string): boolean {
  return slug.length <= MAX_CITY_LENGTH && PLAUSIBLE_CITY.test(slug);
}

/** The current slug of a service for a slug, a spelling or an old slug; undefined when unknown. */
export function resolveServiceSlug(
  slug: string,
  services: readonly RegisteredService[] = routing().services,
): string | undefined {
  const candidate = serviceSlugSpellings.get(slug) ?? routing().renamed.service.get(slug) ?? slug;
  return services.find((s) => s.slug === candidate)?.slug;
}

export function resolveCitySlug(slug: string): string {
  return citySlugAliases.get(slug) ?? slug;
}

/**
 * Whether a city slug names a city the site stores (or stored under that slug before a rename):
 * another spelling of an unknown city's page answers 404 at once, not a 301 to a 404.
 */
function isKnownCity(slug: string): boolean {
  const { cities, renamed } = routing();
  return cities === null || cities.has(slug) || renamed.city.has(slug);
}

export function serviceCityPath(service: string, city: string): string {
  return `/services/${service}/${city}`;
}

// /{service}-services-in-{city}: which part is the service depends on the services that exist
// and the slugs they had before a rename.
let alternativeShape: { registry: Routing; pattern: RegExp } | undefined;
function alternativeShapePattern(): RegExp {
  const registry = routing();
  if (alternativeShape?.registry !== registry) {
    const slugs = [
      ...registry.services.map((s) => s.slug),
      ...registry.renamed.service.keys(),
      ...serviceSlugSpellings.keys(),
    ]
      .sort((a, b) => b.length - a.length)
      .join('|');
    const pattern = new RegExp(`^/(${slugs})-(?:services|consultant)-in-([a-z-]+)$`);
    alternativeShape = { registry, pattern };
    return pattern;
  }
  return alternativeShape.pattern;
}

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
    const resolved = resolveCitySlug(city);
    return isKnownCity(resolved) ? serviceCityPath(service, resolved) : undefined;
  }

  // /{service}/{city}, e.g. /seo/mumbai
  if (segments.length === 2) {
    const service = resolveServiceSlug(segments[0]!);
    const city = segments[1]!;
    if (service && isPlausibleCitySlug(city) && isKnownCity(resolveCitySlug(city)))
      return serviceCityPath(service, resolveCitySlug(city));
    return undefined;
  }

  // /{service}-services-in-{city} and /{service}-consultant-in-{city}
  const match = alternativeShapePattern().exec(path);
  const service = match && resolveServiceSlug(match[1]!);
  if (service && isPlausibleCitySlug(match[2]!) && isKnownCity(resolveCitySlug(match[2]!)))
    return serviceCityPath(service, resolveCitySlug(match[2]!));
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
  serviceSlug: string;
  serviceName: string;
  citySlug: string;
  cityName: string;
};

const words = (segment: string) =>
  segment
    .split(/[-_.\s]+/)
    .map((t) => t.replace(/[^a-z]/g, ''))
    .filter((t) => t && !NOT_A_CITY.has(t));

/**
 * For a path that did not match, the service and city it most likely meant, if it names both.
 * `services` for the browser, where the server's registry is not.
 */
export function suggestServiceCity(
  pathname: string,
  services: readonly RegisteredService[] = routing().services,
): ServiceCitySuggestion | undefined {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  for (const [index, segment] of segments.entries()) {
    const tokens = words(segment);
    for (let size = Math.min(3, tokens.length); size >= 1; size--) {
      for (let start = 0; start + size <= tokens.length; start++) {
        const service = resolveServiceSlug(tokens.slice(start, start + size).join('-'), services);
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
          serviceName: services.find((s) => s.slug === service)!.name,
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
