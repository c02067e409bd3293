import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// The media library (server/queries/media.ts): what the site knows of each uploaded image beside
// its bytes in the upload storage. Images uploaded before this are taken in when the library is
// first opened.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('media')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('original_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('uploaded_by', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_created_at').on('media').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media').execute();
}
