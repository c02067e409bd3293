import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fitCityPageTitle } from '@/lib/seo/fit-title';
import { hasGeoPrecision } from '@/lib/seo/geo-precision';
import { TITLE_MAX } from '@/lib/seo/metadata';
import { seedDatabase } from '@/server/db/seed';
import { getBusinessSettings } from '@/server/queries/site-settings';

import { growCities } from '../../scripts/city-fixture';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// The site at 500 cities, as `npm run fixture:cities` grows it: what the public checkers read on
// every city (its position in the structured data, its page titles) holds at that size.

describe.each(engines)('the 500-city fixture on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    await growCities(t.db, 500);
  }, 120_000);
  afterAll(() => t.drop());

  it('gives every city coordinates to 5 decimal places', async () => {
    const cities = await t.db
      .selectFrom('cities')
      .select(['name', 'latitude', 'longitude'])
      .execute();
    expect(cities).toHaveLength(500);
    const imprecise = cities.filter(
      (city) => !hasGeoPrecision(city.latitude) || !hasGeoPrecision(city.longitude),
    );
    expect(imprecise).toEqual([]);
  });

  it('fits every city page title in a search result, the city kept', async () => {
    const business = await getBusinessSettings(t.db);
    const pages = await t.db
      .selectFrom('city_pages')
      .innerJoin('cities', 'cities.slug', 'city_pages.city_slug')
      .select(['city_pages.meta_title', 'cities.name', 'cities.state'])
      .execute();
    expect(pages.length).toBeGreaterThan(2000);
    // Written for the model city, some are too long with a long state's name in them.
    expect(pages.some((page) => page.meta_title.length > TITLE_MAX)).toBe(true);
    const unfit = pages
      .map((page) => ({
        ...page,
        title: fitCityPageTitle(page.meta_title, page.state, [business.name, business.short_name]),
      }))
      .filter((page) => page.title.length > TITLE_MAX || !page.title.includes(page.name));
    expect(unfit).toEqual([]);
  });
});
