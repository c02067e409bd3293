import type { Kysely } from 'kysely';

// Search Console's performance report, imported from its CSV export: per date range and page (a
// path) or query, its clicks, impressions and average position.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_console_rows')
    .addColumn('since', 'text', (c) => c.notNull())
    .addColumn('until', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('clicks', 'integer', (c) => c.notNull())
    .addColumn('impressions', 'integer', (c) => c.notNull())
    .addColumn('position', 'real', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_console_rows_pk', ['since', 'until', 'kind', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_console_rows').ifExists().execute();
}
