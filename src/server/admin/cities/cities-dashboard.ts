import 'server-only';

import { serviceCatalogue } from '@/content/service-catalogue';
import { cityPageState, ownWordCount, type CityPageState } from '@/lib/city-page-quality';

import { getDb } from '../../db/client';
import { listCityPages } from '../../queries/city-pages';
import { getCityRecord, listCityRecords, type CityRecord } from '../../queries/cities';
import { getCityPageForEditing } from '../../queries/city-pages-admin';

export type CityPageCell = { state: CityPageState; words: number };

export type CitiesAdminData = {
  cities: CityRecord[];
  services: Array<{ slug: string; name: string }>;
  /** Keyed by city slug, then service slug. */
  cells: Record<string, Record<string, CityPageCell>>;
};

/** What the cities admin shows: every city, and every service x city page with its state. */
export async function loadCitiesAdmin(): Promise<CitiesAdminData> {
  const db = getDb();
  const [cities, pages] = await Promise.all([listCityRecords(db), listCityPages(db)]);
  const cells: CitiesAdminData['cells'] = {};
  for (const city of cities) {
    cells[city.slug] = {};
    for (const service of serviceCatalogue)
      cells[city.slug]![service.slug] = { state: 'fallback', words: 0 };
  }
  for (const page of pages) {
    const row = cells[page.city.slug];
    if (row) row[page.serviceSlug] = { state: cityPageState(page), words: ownWordCount(page) };
  }
  return {
    cities,
    services: serviceCatalogue.map((s) => ({ slug: s.slug, name: s.name })),
    cells,
  };
}

/** The city page editor's data: the city, the service, and the stored record (or none yet). */
export async function loadCityPageEditor(cityId: string, serviceSlug: string) {
  const db = getDb();
  const city = await getCityRecord(db, cityId);
  const service = serviceCatalogue.find((s) => s.slug === serviceSlug);
  if (!city || !service) return null;
  return { city, service, page: await getCityPageForEditing(db, service.slug, city.slug) };
}
