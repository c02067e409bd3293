// Which cities a page links to, so that no page grows with the number of cities: a city page links
// to the nearest cities offering the same service, a service page to the featured ones, and
// /locations to the states (docs/architecture.md, "Pages at 500 cities").

/** At most this many cities are linked from one city or service page. */
export const RELATED_CITIES_MAX = 12;

export type Place = {
  slug: string;
  name: string;
  state: string;
  latitude?: number | null;
  longitude?: number | null;
};

type Located = { latitude: number; longitude: number };
const located = (place: Place): place is Place & Located =>
  typeof place.latitude === 'number' && typeof place.longitude === 'number';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in kilometres (the haversine formula). */
export function distanceKm(a: Located, b: Located): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * The cities a city's page links to, at most `limit`: the nearest by their coordinates when the
 * city and they have them, then the others of its state, then the featured cities, then any by
 * name (a small site links them all); never itself.
 */
export function nearestCities<T extends Place>(
  city: Place,
  candidates: readonly T[],
  featured: ReadonlySet<string>,
  limit = RELATED_CITIES_MAX,
): T[] {
  const others = candidates.filter((candidate) => candidate.slug !== city.slug);
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'en-IN');
  const nearest = located(city)
    ? others
        .filter((candidate): candidate is T & Located => located(candidate))
        .map((candidate) => ({ candidate, km: distanceKm(city, candidate) }))
        .sort((a, b) => a.km - b.km || byName(a.candidate, b.candidate))
        .map(({ candidate }) => candidate)
    : [];
  const sameState = others.filter((c) => c.state === city.state).sort(byName);
  const featuredOnes = others.filter((c) => featured.has(c.slug)).sort(byName);
  const rest = [...others].sort(byName);
  return [...new Set([...nearest, ...sameState, ...featuredOnes, ...rest])].slice(0, limit);
}

/** The cities a service page shows: its featured cities first, then by name; at most `limit`. */
export function citiesToFeature<T extends Place>(
  cities: readonly T[],
  featuredOrder: readonly string[],
  limit = RELATED_CITIES_MAX,
): T[] {
  const rank = (slug: string) => {
    const index = featuredOrder.indexOf(slug);
    return index < 0 ? featuredOrder.length : index;
  };
  return [...cities]
    .sort((a, b) => rank(a.slug) - rank(b.slug) || a.name.localeCompare(b.name, 'en-IN'))
    .slice(0, limit);
}
