import 'server-only';

import { CITIES_PAGE_SIZE, cityMatches, type CityQuery } from '@/lib/admin/city-filters';
import { ownWordCount, type CityPageState } from '@/lib/city-page-quality';

import { getDb } from '../../db/client';
import { loadCityPageRatings } from '../../public-pages/catalog';
import { getCityPage, listCityPages } from '../../queries/city-pages';
import { getCityRecord, listCityRecords, type CityRecord } from '../../queries/cities';
import { cityPageInput } from '../../queries/city-pages-admin';
import { listServiceCatalogue } from '../../queries/services';
import { loadBusiness } from '../../public-pages/site';

export type CityPageCell = {
  state: CityPageState;
  words: number;
  /** How much of its text its closest sibling shares, and that sibling's city. */
  similarity?: number;
  closestCity?: string;
  fromTemplate?: boolean;
  /** Changed since it was last compared with its siblings. */
  checking?: boolean;
};

export type CitiesAdminData = {
  /** The cities of the page asked for, of those the query keeps. */
  cities: CityRecord[];
  /** How many cities the query keeps, and on how many pages. */
  total: number;
  pageCount: number;
  /** Every state with a city, for the state filter. */
  states: string[];
  /** How many cities the home page features, of all of them (the form's limit). */
  /** The cities the home page shows. */
  featured: { id: string; name: string }[];
  services: Array<{ slug: string; name: string }>;
  /** The shown cities' pages, keyed by city slug, then service slug. */
  cells: Record<string, Record<string, CityPageCell>>;
  /** Of the cities the query keeps, the one whose name and state are longest: a template's titles are checked on it. */
  longestCity: { name: string; state: string } | null;
  /** The business's names, which a title too long drops first. */
  brands: string[];
};

/**
 * What the cities admin shows: the cities the query keeps, one page of them, and each service's
 * page in each of those cities with its state. Filtered here, not in the browser, so the screen
 * is the same size with 500 cities as with 10.
 */
export async function loadCities(query: CityQuery): Promise<CitiesAdminData> {
  const db = getDb();
  const [cities, pages, services, business] = await Promise.all([
    listCityRecords(db),
    listCityPages(db),
    listServiceCatalogue(db),
    loadBusiness(),
  ]);
  const ratings = await loadCityPageRatings();
  const cells: CitiesAdminData['cells'] = {};
  for (const city of cities) {
    cells[city.slug] = {};
    for (const service of services)
      cells[city.slug]![service.slug] = { state: 'fallback', words: 0 };
  }
  for (const page of pages) {
    const row = cells[page.city.slug];
    if (row)
      row[page.serviceSlug] = {
        state: ratings[page.id]?.state ?? 'thin',
        words: ownWordCount(page),
        similarity: ratings[page.id]?.similarity,
        closestCity: ratings[page.id]?.closestCity ?? undefined,
        fromTemplate: page.fromTemplate,
        checking: ratings[page.id]?.checking ?? true,
      };
  }
  const kept = cities.filter((city) =>
    cityMatches(
      city,
      Object.values(cells[city.slug]!).map((cell) => cell.state),
      query,
    ),
  );
  const pageCount = Math.max(1, Math.ceil(kept.length / CITIES_PAGE_SIZE));
  const shown = kept.slice((query.page - 1) * CITIES_PAGE_SIZE, query.page * CITIES_PAGE_SIZE);
  return {
    cities: shown,
    total: kept.length,
    pageCount,
    states: [...new Set(cities.map((city) => city.state))].sort((a, b) =>
      a.localeCompare(b, 'en-IN'),
    ),
    featured: cities
      .filter((city) => city.featured)
      .map((city) => ({ id: city.id, name: city.name })),
    services: services.map((s) => ({ slug: s.slug, name: s.name })),
    cells: Object.fromEntries(shown.map((city) => [city.slug, cells[city.slug]!])),
    longestCity: longestOf(kept),
    brands: [business.name, business.shortName],
  };
}

const longestOf = (cities: readonly CityRecord[]) =>
  cities.reduce<{ name: string; state: string } | null>(
    (longest, { name, state }) =>
      !longest || `${name}, ${state}`.length > `${longest.name}, ${longest.state}`.length
        ? { name, state }
        : longest,
    null,
  );

/** How the stored page compares with the other cities' pages of its service, as last saved. */
export type CityPageRating = {
  similarity: number;
  closestCity: string | null;
  fromTemplate: boolean;
  /** Changed since it was last compared with its siblings: the figures are the last ones. */
  checking: boolean;
};

/** The city page editor's data: the city, the service, and the stored record (or none yet). */
export async function loadCityPageEditor(cityId: string, serviceSlug: string) {
  const db = getDb();
  const [city, services] = await Promise.all([getCityRecord(db, cityId), listServiceCatalogue(db)]);
  const service = services.find((s) => s.slug === serviceSlug);
  if (!city || !service) return null;
  const [stored, ratings] = await Promise.all([
    getCityPage(db, service.slug, city.slug),
    loadCityPageRatings(),
  ]);
  const rated = stored ? ratings[stored.id] : undefined;
  const rating: CityPageRating | null = stored
    ? {
        similarity: rated?.similarity ?? 0,
        closestCity: rated?.closestCity ?? null,
        fromTemplate: stored.fromTemplate,
        checking: rated?.checking ?? true,
      }
    : null;
  return { city, service, page: stored ? cityPageInput(stored) : null, rating };
}
