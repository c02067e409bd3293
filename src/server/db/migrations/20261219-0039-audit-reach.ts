import type { Kysely } from 'kysely';

// Where an audited business's customers are ('local' or 'online'): an online shop's audit leaves
// the local checks out. Kept on the audit (its report is scored so) and on the enquiry (its audit
// starts later when the queue is full, and the team may run it again).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('seo_audits')
    .addColumn('reach', 'text', (column) => column.notNull().defaultTo('local'))
    .execute();
  await db.schema.alterTable('form_submissions').addColumn('audit_reach', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('form_submissions').dropColumn('audit_reach').execute();
  await db.schema.alterTable('seo_audits').dropColumn('reach').execute();
}
