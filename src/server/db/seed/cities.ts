import 'server-only';

import { randomUUID } from 'node:crypto';

import type { DB } from '../client';
import { nowIso } from '../values';
import { featuredCitySeeds } from './data/featured-cities';

const CITIES_SEEDED_AT = 'cities_seeded_at';

/**
 * Once per database: a city record for every city its pages name (the seeded ones on a fresh
 * install; the stored ones on a site from before cities had records), the six home cities featured.
 * A city the admin deletes later never comes back.
 */
export async function seedCitiesOnce(db: DB): Promise<void> {
  const done = await db
    .selectFrom('app_state')
    .select('value')
    .where('name', '=', CITIES_SEEDED_AT)
    .executeTakeFirst();
  if (done) return;
  const now = nowIso();
  const rows = await db
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
  await db.transaction().execute(async (trx) => {
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
          latitude: null,
          longitude: null,
          featured: featured ? 1 : 0,
          position,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
    }
    await trx
      .insertInto('app_state')
      .values({ name: CITIES_SEEDED_AT, value: now, updated_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  });
}
