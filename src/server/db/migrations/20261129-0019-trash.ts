import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// What was deleted, kept 30 days so it can be restored as it was: each row the delete removed (the
// record, its pages, its old slugs) and each link it cut, as one JSON document.
export async function up(db: Kysely<any>): Promise<void> {
  const { timestamp, json } = columnTypes(db);
  await db.schema
    .createTable('trash')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('snapshot', json, (c) => c.notNull())
    .addColumn('deleted_at', timestamp, (c) => c.notNull())
    .addColumn('deleted_by', 'text')
    .execute();
  await db.schema.createIndex('trash_deleted_at').on('trash').column('deleted_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trash').execute();
}
