import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// The free SEO audits: each queued by a prospect (pending), run in the background (seo-audit/
// audit-worker.ts) and kept with its report at an unguessable token until it expires (30 days).
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('seo_audits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('target_host', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
    .addColumn('progress', 'text', (c) => c.notNull())
    .addColumn('score', 'integer')
    .addColumn('report', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp)
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('seo_audits_due')
    .on('seo_audits')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('seo_audits_host')
    .on('seo_audits')
    .columns(['target_host', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seo_audits').ifExists().execute();
}
