import type { Kysely } from 'kysely';

// Who wrote a note or changed an enquiry's status, as the team sees them in its history; null for
// what the site did itself (received, mails, webhooks) and for events kept before this.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enquiry_events').addColumn('author', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enquiry_events').dropColumn('author').execute();
}
