import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// Each city page's doorway rating, kept between changes (server/cities/rate-city-pages.ts): its
// MinHash signature and the hash of its own text as last rated, its closest sibling and how much
// they share, and the page's updated_at then (a page changed since reads as being checked).
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('city_page_ratings')
    .addColumn('page_id', 'text', (c) => c.primaryKey())
    .addColumn('text_hash', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('similarity', 'double precision', (c) => c.notNull())
    .addColumn('closest_page_id', 'text')
    .addColumn('page_updated_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('city_page_ratings').ifExists().execute();
}
