import type { Kysely } from 'kysely';

import { naturalOrderKey } from '../../../lib/natural-order';

// The redirects list in natural order (/old-page-2 before /old-page-10) on both engines: each rule
// keeps its source with every number zero-padded, and the list orders by that.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('redirects')
    .addColumn('source_order', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows: { id: string; source: string }[] = await db
    .selectFrom('redirects')
    .select(['id', 'source'])
    .execute();
  for (const { id, source } of rows)
    await db
      .updateTable('redirects')
      .set({ source_order: naturalOrderKey(source) })
      .where('id', '=', id)
      .execute();
  await db.schema
    .createIndex('redirects_source_order')
    .on('redirects')
    .column('source_order')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('redirects_source_order').execute();
  await db.schema.alterTable('redirects').dropColumn('source_order').execute();
}
