import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// An enquiry made by the free SEO audit: where it came from (the contact form or the audit), the
// audit that holds its report (the latest, when the team runs it again) and when the prospect was
// mailed the report. An audit an enquiry holds outlives its 30 days for the team.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('form_submissions')
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo('contact'))
    .execute();
  await db.schema.alterTable('form_submissions').addColumn('audit_id', 'text').execute();
  await db.schema
    .alterTable('form_submissions')
    .addColumn('audit_mailed_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('form_submissions_audit')
    .on('form_submissions')
    .column('audit_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('form_submissions_audit').ifExists().execute();
  await db.schema.alterTable('form_submissions').dropColumn('audit_mailed_at').execute();
  await db.schema.alterTable('form_submissions').dropColumn('audit_id').execute();
  await db.schema.alterTable('form_submissions').dropColumn('origin').execute();
}
