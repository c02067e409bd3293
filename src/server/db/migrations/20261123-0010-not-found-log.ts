import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// The 404 log: real 404s on public paths, one row a path (obvious probes share a row a kind),
// counted in batches and bounded by dropping the rows seen longest ago.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('not_found_log')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('first_seen', t.timestamp, (c) => c.notNull())
    .addColumn('last_seen', t.timestamp, (c) => c.notNull())
    .addColumn('last_referrer', 'text', (c) => c.notNull())
    .addColumn('last_bot', 'integer', (c) => c.notNull())
    .addColumn('probe', 'integer', (c) => c.notNull())
    .addColumn('resolved', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('not_found_log_last_seen_idx')
    .on('not_found_log')
    .column('last_seen')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('not_found_log').ifExists().execute();
}
