import type { Kysely } from 'kysely';

// An enquiry's stages (lib/enquiries/stages.ts): new, contacted, call booked, quoted, won, lost
// with its reason. An enquiry closed before is recorded as lost, its reason saying so: whether it
// became a client was never written down, and counting it won would claim money nobody recorded.
export const CLOSED_BEFORE_STAGES = 'Closed before won and lost were recorded';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('form_submissions').addColumn('lost_reason', 'text').execute();
  await db
    .updateTable('form_submissions')
    .set({ status: 'lost', lost_reason: CLOSED_BEFORE_STAGES })
    .where('status', '=', 'closed')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('form_submissions')
    .set({ status: 'closed' })
    .where('status', 'in', ['won', 'lost'])
    .execute();
  // A call booked or a quote sent is still an open conversation: contacted, in the spec's words.
  await db
    .updateTable('form_submissions')
    .set({ status: 'contacted' })
    .where('status', 'in', ['call-booked', 'quoted'])
    .execute();
  await db.schema.alterTable('form_submissions').dropColumn('lost_reason').execute();
}
