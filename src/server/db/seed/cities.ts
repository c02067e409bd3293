import 'server-only';

import { randomUUID } from 'node:crypto';

import type { DB } from '../schema';
import { nowIso } from '../values';
import { cityCoordinates } from './data/city-coordinates';
import { featuredCitySeeds } from './data/featured-cities';
import { seedOnce } from './once';

/**
 * A city record for every city its pages name (the seeded ones on a fresh install; the stored
 * ones on a site from before cities had records), the six home cities featured.
 */
export function seedCitiesOnce(db: DB): Promise<void> {
  return seedOnce(db, 'cities_seeded_at', async (trx) => {
    const now = nowIso();
    const rows = await trx
      .selectFrom('city_pages')
      .select(['city', 'city_slug', 'state'])
      .orderBy('updated_at')
      .execute();
    const stored = new Map(rows.map((r) => [r.city_slug, { name: r.city, state: r.state }]));
    // The featured ones first, in the home page's order.
    const cities = new Map([
      ...featuredCitySeeds.flatMap((f) =>
        stored.has(f.slug) ? [[f.slug, stored.get(f.slug)!] as const] : [],
      ),
      ...stored,
    ]);
    for (const [position, [slug, city]] of [...cities].entries()) {
      const featured = featuredCitySeeds.find((f) => f.slug === slug);
      await trx
        .insertInto('cities')
        .values({
          id: randomUUID(),
          slug,
          name: city.name,
          state: city.state,
          description: featured?.description ?? '',
          image: featured?.image ?? '',
          latitude: cityCoordinates[slug]?.latitude ?? null,
          longitude: cityCoordinates[slug]?.longitude ?? null,
          featured: featured ? 1 : 0,
          position,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
    }
  });
}

/** The seeded cities' coordinates, on a site whose cities were recorded before they had them. */
export function seedCityCoordinatesOnce(db: DB): Promise<void> {
  return seedOnce(db, 'city_coordinates_seeded_at', async (trx) => {
    for (const [slug, at] of Object.entries(cityCoordinates))
      await trx
        .updateTable('cities')
        .set({ latitude: at.latitude, longitude: at.longitude })
        .where('slug', '=', slug)
        .where('latitude', 'is', null)
        .where('longitude', 'is', null)
        .execute();
  });
}
