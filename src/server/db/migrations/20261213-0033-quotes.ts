import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// Quotes built from an enquiry (server/quotes/): numbered per India's financial year (unique
// fy + seq, so two quotes made at once never share a number), amounts in paise, the client's
// answer recorded with its time and connection, and each sent version kept when it is edited.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('quotes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('submission_id', 'text', (c) =>
      c.notNull().references('form_submissions.id').onDelete('cascade'),
    )
    .addColumn('fy', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('sent_at', t.timestamp)
    .addColumn('answered_at', t.timestamp)
    .addColumn('answer', 'text')
    .addUniqueConstraint('quotes_number', ['fy', 'seq'])
    .execute();
  await db.schema.createIndex('quotes_submission').on('quotes').column('submission_id').execute();
  await db.schema
    .createTable('quote_versions')
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addColumn('sent_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('quote_versions_pk', ['quote_id', 'version'])
    .execute();
  // The enquiry's quote value, for its list, CSV and webhook: the last quote sent, or accepted.
  await db.schema
    .alterTable('form_submissions')
    .addColumn('quote_value_paise', 'integer')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('form_submissions').dropColumn('quote_value_paise').execute();
  await db.schema.dropTable('quote_versions').ifExists().execute();
  await db.schema.dropTable('quotes').ifExists().execute();
}
