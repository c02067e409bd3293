import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// The redirect manager's rules: an exact source path or a prefix (ending in `*`), a target, a type
// (301, 302 or 410) and a note, with the hits counted in batches. Every instance reloads the rules
// when app_state's redirects_version changes.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('redirects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull().unique())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_hit_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('redirects').ifExists().execute();
}
