import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// Settings the owner edits in the admin, one JSON document a name: first the business details
// (name, contact, address, hours, social links) that lived in code until then.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('site_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', t.json, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_settings').ifExists().execute();
}
