// The cities fixture: grows the seeded site to N cities, each with the pages of its model (one of
// the ten seeded cities, its texts naming the new city), spread over India's states and union
// territories with coordinates inside them, as an agency's site grows. Used by
// `npm run fixture:cities` and by the tests that need a site at scale.
import { randomUUID } from 'node:crypto';

import type { Insertable } from 'kysely';

import type { CityPagesTable, DB } from '@/server/db/schema';

// Each state or territory with a point near its middle; a new city lies within a degree of it.
const regions: Array<[string, number, number]> = [
  ['Andhra Pradesh', 15.9, 79.7],
  ['Arunachal Pradesh', 28.2, 94.7],
  ['Assam', 26.2, 92.9],
  ['Bihar', 25.1, 85.3],
  ['Chhattisgarh', 21.3, 81.9],
  ['Goa', 15.3, 74.1],
  ['Gujarat', 22.3, 71.2],
  ['Haryana', 29.1, 76.1],
  ['Himachal Pradesh', 31.1, 77.2],
  ['Jharkhand', 23.6, 85.3],
  ['Karnataka', 15.3, 75.7],
  ['Kerala', 10.9, 76.3],
  ['Madhya Pradesh', 22.9, 78.7],
  ['Maharashtra', 19.8, 75.7],
  ['Manipur', 24.7, 93.9],
  ['Meghalaya', 25.5, 91.4],
  ['Mizoram', 23.2, 92.9],
  ['Nagaland', 26.2, 94.6],
  ['Odisha', 20.9, 85.1],
  ['Punjab', 31.1, 75.3],
  ['Rajasthan', 27.0, 74.2],
  ['Sikkim', 27.5, 88.5],
  ['Tamil Nadu', 11.1, 78.7],
  ['Telangana', 18.1, 79.0],
  ['Tripura', 23.9, 91.9],
  ['Uttar Pradesh', 26.8, 80.9],
  ['Uttarakhand', 30.1, 79.0],
  ['West Bengal', 22.9, 87.9],
  ['Delhi', 28.7, 77.1],
  ['Jammu and Kashmir', 33.3, 75.3],
  ['Ladakh', 34.2, 77.6],
  ['Puducherry', 11.9, 79.8],
  ['Chandigarh', 30.7, 76.8],
  ['Andaman and Nicobar Islands', 11.7, 92.7],
  ['Dadra and Nagar Haveli and Daman and Diu', 20.4, 72.8],
  ['Lakshadweep', 10.6, 72.6],
];

/** 0 -> 'Aa', 1 -> 'Ab', …: city slugs take letters only. */
const suffix = (n: number) =>
  String.fromCharCode(65 + (Math.floor(n / 26) % 26)) + String.fromCharCode(97 + (n % 26));

// Each copy gets a paragraph of its own, as an owner who rewrote it for the city would write:
// without one, every copy is its model's text with the names swapped, a near-duplicate that the
// doorway guard keeps out of search (lib/cities/page-similarity.ts).
const vocabulary = (
  'market street shops traders families offices schools clinics restaurants workshops builders ' +
  'exporters retailers customers evenings weekends festivals monsoon traffic metro station river ' +
  'temple college hospital industrial estate highway suburbs old town new township bazaar harbour ' +
  'textile spices software logistics farming dairy tourism hotels coaching jewellery furniture ' +
  'pharmacy bakery salon garage printing packaging ceramics handloom cycles electronics hardware'
).split(' ');
function ownParagraph(n: number, service: string): string {
  // mulberry32, seeded by the city and the service: the same site on every run.
  let seed = (n * 2654435761 + service.length * 40503) >>> 0;
  const next = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const words = Array.from(
    { length: 120 },
    () => vocabulary[Math.floor(next() * vocabulary.length)],
  );
  return ` Locally: ${words.join(' ')}.`;
}

/** A repeatable number in [-1, 1) for the nth city, so every run makes the same site. */
const jitter = (n: number, salt: number) => ((n * 7919 + salt * 104729) % 2000) / 1000 - 1;

/** Within a degree of `centre`, to 5 decimal places and the last not 0: Google asks for 5. */
const near = (centre: number, n: number, salt: number) =>
  Number(`${(centre + jitter(n, salt)).toFixed(4)}${1 + ((n + salt) % 9)}`);

const SEEDED_CITIES = 10;

/** Grows a seeded database to `target` cities, each with its model's pages, renamed. */
export async function growCities(db: DB, target: number): Promise<void> {
  const all = await db.selectFrom('cities').selectAll().orderBy('position').execute();
  // The seeded cities are the models; a site grown before goes on where it stopped.
  const models = all.slice(0, SEEDED_CITIES);
  const existing = all.length;
  const modelPages = await db
    .selectFrom('city_pages')
    .selectAll()
    .where(
      'city_slug',
      'in',
      models.map((model) => model.slug),
    )
    .execute();
  const now = new Date().toISOString();
  const renamed = (text: string, from: string, to: string) => text.split(from).join(to);

  for (let n = existing - models.length; models.length + n < target; n++) {
    const model = models[n % models.length]!;
    const [state, latitude, longitude] = regions[n % regions.length]!;
    const name = `${model.name} ${suffix(Math.floor(n / models.length))}`;
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
    // "Delhi, Delhi": a city named as its state is renamed as a pair, then as the city alone.
    const pair = `${model.name}, ${model.state}`;
    const rename = (text: string) =>
      text
        .split(pair)
        .map((part) =>
          model.state === model.name
            ? renamed(part, model.name, name)
            : renamed(renamed(part, model.name, name), model.state, state),
        )
        .join(`${name}, ${state}`);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('cities')
        .values({
          ...model,
          id: randomUUID(),
          slug,
          name,
          state,
          latitude: near(latitude, n, 1),
          longitude: near(longitude, n, 2),
          featured: 0,
          position: models.length + n,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const pages = modelPages.filter((page) => page.city_slug === model.slug);
      if (pages.length === 0) return;
      await trx
        .insertInto('city_pages')
        .values(
          pages.map((page) => {
            // Text renamed; JSON (text on SQLite, parsed on PostgreSQL) renamed as its text.
            const copy = Object.fromEntries(
              Object.entries(page).map(([key, value]) => [
                key,
                typeof value === 'string' || (value !== null && typeof value === 'object')
                  ? rename(typeof value === 'string' ? value : JSON.stringify(value))
                  : value,
              ]),
            ) as Insertable<CityPagesTable>;
            return {
              ...copy,
              intro_paragraph: `${copy.intro_paragraph}${ownParagraph(n, page.service_slug)}`,
              id: randomUUID(),
              city_slug: slug,
              created_at: now,
              updated_at: now,
            };
          }),
        )
        .execute();
    });
  }
}
