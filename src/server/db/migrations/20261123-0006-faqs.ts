import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// The home and contact pages' FAQs, edited in the admin: ordered per page, hidden or deleted.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('faqs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('faqs_page_idx').on('faqs').columns(['page', 'position']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('faqs').ifExists().execute();
}
