import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// Calls booked by prospects (server/bookings/): each with its enquiry, at an unguessable address the
// prospect manages it from. `slot_start` holds the start while the call is booked and is emptied
// when it is cancelled or moved: its unique index is what stops two people booking one slot, on
// both engines (several NULLs never clash). Mail with a calendar invitation carries it in the outbox.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('call_bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('submission_id', 'text', (c) =>
      c.notNull().references('form_submissions.id').onDelete('cascade'),
    )
    .addColumn('starts_at', t.timestamp, (c) => c.notNull())
    .addColumn('ends_at', t.timestamp, (c) => c.notNull())
    .addColumn('slot_start', t.timestamp, (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reminder_mail_id', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('cancelled_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('call_bookings_upcoming')
    .on('call_bookings')
    .columns(['status', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('call_bookings_submission')
    .on('call_bookings')
    .column('submission_id')
    .execute();
  await db.schema.alterTable('email_outbox').addColumn('calendar', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('calendar').execute();
  await db.schema.dropTable('call_bookings').ifExists().execute();
}
