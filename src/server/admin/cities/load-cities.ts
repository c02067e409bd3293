import 'server-only';

import { cityPageState, ownWordCount, type CityPageState } from '@/lib/city-page-quality';

import { getDb } from '../../db/client';
import { listCityPages } from '../../queries/city-pages';
import { getCityRecord, listCityRecords, type CityRecord } from '../../queries/cities';
import { getCityPageForEditing } from '../../queries/city-pages-admin';
import { listServiceCatalogue } from '../../queries/services';

export type CityPageCell = { state: CityPageState; words: number };

export type CitiesAdminData = {
  cities: CityRecord[];
  services: Array<{ slug: string; name: string }>;
  /** Keyed by city slug, then service slug. */
  cells: Record<string, Record<string, CityPageCell>>;
};

/** What the cities admin shows: every city, and every service x city page with its state. */
export async function loadCities(): Promise<CitiesAdminData> {
  const db = getDb();
  const [cities, pages, services] = await Promise.all([
    listCityRecords(db),
    listCityPages(db),
    listServiceCatalogue(db),
  ]);
  const cells: CitiesAdminData['cells'] = {};
  for (const city of cities) {
    cells[city.slug] = {};
    for (const service of services)
      cells[city.slug]![service.slug] = { state: 'fallback', words: 0 };
  }
  for (const page of pages) {
    const row = cells[page.city.slug];
    if (row) row[page.serviceSlug] = { state: cityPageState(page), words: ownWordCount(page) };
  }
  return {
    cities,
    services: services.map((s) => ({ slug: s.slug, name: s.name })),
    cells,
  };
}

/** The city page editor's data: the city, the service, and the stored record (or none yet). */
export async function loadCityPageEditor(cityId: string, serviceSlug: string) {
  const db = getDb();
  const [city, services] = await Promise.all([getCityRecord(db, cityId), listServiceCatalogue(db)]);
  const service = services.find((s) => s.slug === serviceSlug);
  if (!city || !service) return null;
  return { city, service, page: await getCityPageForEditing(db, service.slug, city.slug) };
}
