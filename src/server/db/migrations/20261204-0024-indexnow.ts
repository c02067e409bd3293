import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// IndexNow: the batches of changed public URLs waiting to be sent, retried like the mail outbox.
// The URLs last sent are a snapshot in app_state ('indexnow_snapshot').
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('indexnow_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('urls', t.json, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('sent_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('indexnow_submissions_due_idx')
    .on('indexnow_submissions')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('indexnow_submissions').ifExists().execute();
}
