import { randomBytes } from 'node:crypto';

import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// A client's report (server/public-pages/client-report-page.ts): each client has its own private
// address, which the owner can replace, and the contact can stop its monthly mail. Each monthly
// audit remembers the mail that sent its report; the team's work log is kept by day. A mail
// carries the address its List-Unsubscribe header names (RFC 8058), when it has one.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('clients').addColumn('report_token', 'text').execute();
  await db.schema.alterTable('clients').addColumn('report_mail_stopped_at', t.timestamp).execute();
  const existing = await db.selectFrom('clients').select('id').execute();
  for (const { id } of existing)
    await db
      .updateTable('clients')
      .set({ report_token: randomBytes(32).toString('hex') })
      .where('id', '=', id)
      .execute();
  await db.schema
    .createIndex('clients_report_token')
    .on('clients')
    .column('report_token')
    .unique()
    .execute();
  await db.schema.alterTable('client_audits').addColumn('mail_id', 'text').execute();
  await db.schema
    .createTable('client_work')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('done_on', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('client_work_client')
    .on('client_work')
    .columns(['client_id', 'done_on'])
    .execute();
  await db.schema.alterTable('email_outbox').addColumn('list_unsubscribe', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('list_unsubscribe').execute();
  await db.schema.dropTable('client_work').ifExists().execute();
  await db.schema.alterTable('client_audits').dropColumn('mail_id').execute();
  await db.schema.dropIndex('clients_report_token').ifExists().execute();
  await db.schema.alterTable('clients').dropColumn('report_mail_stopped_at').execute();
  await db.schema.alterTable('clients').dropColumn('report_token').execute();
}
