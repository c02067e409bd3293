import type { Kysely } from 'kysely';

// Each audit enquiry's own report address: a report may be shared by the prospects who audited one
// site within minutes, but its address (and the booking link on it) belongs to one enquiry. Older
// enquiries have none and keep the audit's own address, whose page books no one's call.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('form_submissions').addColumn('report_token', 'text').execute();
  await db.schema
    .createIndex('form_submissions_report_token')
    .on('form_submissions')
    .column('report_token')
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('form_submissions_report_token').ifExists().execute();
  await db.schema.alterTable('form_submissions').dropColumn('report_token').execute();
}
