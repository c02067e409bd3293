// Test fixture, not part of the default seed: grows the seeded site to N cities
// (scripts/city-fixture.ts).
// Usage: npm run fixture:cities -- 500   (into the configured database: DATA_DIR or DATABASE_URL)
import { getDb } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { seedDatabase } from '@/server/db/seed';

import { growCities } from './city-fixture';

const target = Number(process.argv[2] ?? 500);

const db = getDb();
await migrateToLatest(db);
await seedDatabase(db);
await growCities(db, target);

const cities = await db
  .selectFrom('cities')
  .select(db.fn.countAll().as('count'))
  .executeTakeFirst();
const pages = await db
  .selectFrom('city_pages')
  .select(db.fn.countAll().as('count'))
  .executeTakeFirst();
console.log(`${cities?.count} cities, ${pages?.count} city pages`);
await db.destroy();
