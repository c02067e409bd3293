import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Selectable } from 'kysely';

import type { CityData } from '@/lib/validation/city';

import type { CitiesTable, DB } from '../db/schema';
import { nowIso, toIso } from '../db/values';
import { moveToTrash } from './trash';

// The cities the site serves, edited in the admin, and the slugs they used before a rename.

/** A city as the admin and the pages use it: the table's columns, the flag and names made plain. */
export type CityRecord = Pick<
  Selectable<CitiesTable>,
  'id' | 'slug' | 'name' | 'state' | 'description' | 'image' | 'latitude' | 'longitude'
> & {
  featured: boolean;
  /** Areas near the city, comma-separated, as the owner lists them. */
  nearbyAreas: string;
  updatedAt: string;
};

type CityRow = Awaited<ReturnType<typeof selectCities>>[number];

const selectCities = (db: DB) => db.selectFrom('cities').selectAll().orderBy('name').execute();

const toRecord = (row: CityRow): CityRecord => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  state: row.state,
  description: row.description,
  image: row.image,
  latitude: row.latitude,
  longitude: row.longitude,
  featured: row.featured === 1,
  nearbyAreas: row.nearby_areas,
  updatedAt: toIso(row.updated_at),
});

/** Every city, by name. */
export async function listCityRecords(db: DB): Promise<CityRecord[]> {
  return (await selectCities(db)).map(toRecord);
}

export async function getCityRecord(db: DB, id: string): Promise<CityRecord | null> {
  const row = await db.selectFrom('cities').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** The cities the home page shows, but one (being edited), in their order. */
export async function listHomePageCities(
  db: DB,
  exceptId?: string,
): Promise<{ id: string; name: string }[]> {
  let query = db.selectFrom('cities').select(['id', 'name']).where('featured', '=', 1);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.orderBy('position').execute();
}

export async function countFeaturedCities(db: DB, exceptId?: string): Promise<number> {
  let query = db
    .selectFrom('cities')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('featured', '=', 1);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** What holds a slug: another city, or another city's old slug (its redirect would be lost). */
export async function citySlugOwner(
  db: DB,
  slug: string,
  exceptId?: string,
): Promise<{ kind: 'city' | 'alias'; name: string } | null> {
  const city = await db
    .selectFrom('cities')
    .select(['id', 'name'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (city && city.id !== exceptId) return { kind: 'city', name: city.name };
  const alias = await db
    .selectFrom('slug_aliases')
    .innerJoin('cities', 'cities.id', 'slug_aliases.target_id')
    .select(['cities.id', 'cities.name'])
    .where('slug_aliases.kind', '=', 'city')
    .where('slug_aliases.alias', '=', slug)
    .executeTakeFirst();
  if (alias && alias.id !== exceptId) return { kind: 'alias', name: alias.name };
  return null;
}

const columns = (data: CityData) => ({
  slug: data.slug,
  name: data.name,
  state: data.state,
  description: data.description,
  image: data.image,
  latitude: data.latitude === '' ? null : Number(data.latitude),
  longitude: data.longitude === '' ? null : Number(data.longitude),
  featured: data.featured ? 1 : 0,
  nearby_areas: data.nearby_areas,
});

/** A city featured in another's place (CityData.replaces): that one leaves the home page. */
async function takeHomePagePlace(trx: DB, data: CityData, id: string, now: string) {
  if (!data.featured || !data.replaces || data.replaces === id) return;
  await trx
    .updateTable('cities')
    .set({ featured: 0, updated_at: now })
    .where('id', '=', data.replaces)
    .execute();
}

async function insertCity(trx: DB, data: CityData, now: string): Promise<string> {
  const id = randomUUID();
  const last = await trx
    .selectFrom('cities')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  const position = Number(last?.position ?? -1) + 1;
  await trx
    .insertInto('cities')
    .values({ id, ...columns(data), position, created_at: now, updated_at: now })
    .execute();
  await takeHomePagePlace(trx, data, id, now);
  // Taking back one's own old slug: it is a live URL again, not a redirect.
  await trx
    .deleteFrom('slug_aliases')
    .where('kind', '=', 'city')
    .where('alias', '=', data.slug)
    .execute();
  return id;
}

export async function createCity(db: DB, data: CityData): Promise<string> {
  const [id] = await createCities(db, [data]);
  return id!;
}

/** Adds many cities in one transaction: all of them, or (should one fail) none. */
export async function createCities(db: DB, cities: readonly CityData[]): Promise<string[]> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const ids: string[] = [];
    for (const city of cities) ids.push(await insertCity(trx, city, now));
    return ids;
  });
}

export type CityChange = { before: CityRecord; after: CityRecord };

/**
 * Saves a city. A new slug or name is written into its city pages in the same transaction, and
 * the old slug is kept as an alias, so every old URL answers 301 to the new one.
 */
export async function updateCity(db: DB, id: string, data: CityData): Promise<CityChange | null> {
  return db.transaction().execute(async (trx) => {
    const before = await getCityRecord(trx, id);
    if (!before) return null;
    const now = nowIso();
    await trx
      .updateTable('cities')
      .set({ ...columns(data), updated_at: now })
      .where('id', '=', id)
      .execute();
    await takeHomePagePlace(trx, data, id, now);
    if (before.slug !== data.slug || before.name !== data.name || before.state !== data.state) {
      await trx
        .updateTable('city_pages')
        .set({ city: data.name, city_slug: data.slug, state: data.state, updated_at: now })
        .where('city_slug', '=', before.slug)
        .execute();
    }
    if (before.slug !== data.slug) {
      await trx
        .deleteFrom('slug_aliases')
        .where('kind', '=', 'city')
        .where('alias', '=', data.slug)
        .execute();
      await trx
        .insertInto('slug_aliases')
        .values({ kind: 'city', alias: before.slug, target_id: id, created_at: now })
        .execute();
    }
    return { before, after: (await getCityRecord(trx, id))! };
  });
}

/** Moves a city with its pages and old slugs to the trash; returns its trash entry, or null. */
export async function deleteCity(
  db: DB,
  id: string,
  by?: string,
): Promise<{ city: CityRecord; trashId: string } | null> {
  return db.transaction().execute(async (trx) => {
    const city = await getCityRecord(trx, id);
    const trashId = city && (await moveToTrash(trx, 'city', id, by));
    if (!city || !trashId) return null;
    await trx.deleteFrom('city_pages').where('city_slug', '=', city.slug).execute();
    await trx
      .deleteFrom('slug_aliases')
      .where('kind', '=', 'city')
      .where('target_id', '=', id)
      .execute();
    await trx.deleteFrom('cities').where('id', '=', id).execute();
    return { city, trashId };
  });
}

/** Every old city slug and the slug the city has now. */
/** Every stored city's slug. */
export async function listCitySlugs(db: DB): Promise<string[]> {
  return (await db.selectFrom('cities').select('slug').execute()).map((row) => row.slug);
}

export async function listCitySlugAliases(db: DB): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('slug_aliases')
    .innerJoin('cities', 'cities.id', 'slug_aliases.target_id')
    .select(['slug_aliases.alias', 'cities.slug'])
    .where('slug_aliases.kind', '=', 'city')
    .execute();
  return new Map(rows.map((r) => [r.alias, r.slug]));
}
