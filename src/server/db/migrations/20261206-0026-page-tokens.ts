import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// The page tokens that vouch for a visit's Core Web Vitals and contact presses: each use of a
// token once (server/page-tokens), and per UTC day how many beacons were refused and why.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('page_token_uses')
    .addColumn('use_key', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('beacon_refusals')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('beacon_refusals_pk', ['day', 'kind', 'reason'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('beacon_refusals').ifExists().execute();
  await db.schema.dropTable('page_token_uses').ifExists().execute();
}
