import { sql, type Kysely } from 'kysely';

import { columnTypes } from './column-types';

// When an enquiry's notification, auto-reply and webhook were queued. Null on an enquiry stored
// but not yet dispatched (a server killed between the two), which a sweep at start then finds.
// Every enquiry stored before this migration counts as dispatched.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('form_submissions').addColumn('dispatched_at', t.timestamp).execute();
  await db
    .updateTable('form_submissions')
    .set({ dispatched_at: sql`created_at` })
    .execute();
  await db.schema
    .createIndex('form_submissions_undispatched_idx')
    .on('form_submissions')
    .columns(['dispatched_at', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('form_submissions_undispatched_idx').execute();
  await db.schema.alterTable('form_submissions').dropColumn('dispatched_at').execute();
}
