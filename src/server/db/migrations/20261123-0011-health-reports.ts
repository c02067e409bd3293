import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// The site-health crawl's reports: one row a crawl, its progress while it runs, its findings after.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('health_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('crawled', 'integer', (c) => c.notNull())
    .addColumn('limit_pages', 'integer', (c) => c.notNull())
    .addColumn('findings', t.json, (c) => c.notNull())
    .addColumn('started_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('health_reports').ifExists().execute();
}
