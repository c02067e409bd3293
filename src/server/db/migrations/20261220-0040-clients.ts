import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// Clients (server/queries/clients.ts): an enquiry won becomes the business the agency works for,
// with its fee in paise and its history of pauses and ends. One client an enquiry (unique); an
// enquiry deleted later leaves its client, without the link. Each active client's site is audited
// once a month (server/clients/client-audit-worker.ts): one row a client and month (unique), kept.
// Its Search Console exports are kept by month: a re-import of a month and kind replaces it.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('clients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('services', 'text', (c) => c.notNull())
    .addColumn('reach', 'text', (c) => c.notNull().defaultTo('local'))
    .addColumn('monthly_fee_paise', 'integer')
    .addColumn('started_on', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_on', 'text', (c) => c.notNull())
    .addColumn('enquiry_id', 'text', (c) =>
      c.unique().references('form_submissions.id').onDelete('set null'),
    )
    .addColumn('quote_id', 'text', (c) => c.references('quotes.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('client_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('on_date', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('client_events_client')
    .on('client_events')
    .column('client_id')
    .execute();
  await db.schema
    .createTable('client_audits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('reach', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
    .addColumn('score', 'integer')
    .addColumn('report', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp)
    .addUniqueConstraint('client_audits_month', ['client_id', 'month'])
    .execute();
  await db.schema
    .createIndex('client_audits_due')
    .on('client_audits')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createTable('client_search_rows')
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('clicks', 'integer', (c) => c.notNull())
    .addColumn('impressions', 'integer', (c) => c.notNull())
    .addColumn('position', 'real', (c) => c.notNull())
    .addPrimaryKeyConstraint('client_search_rows_pk', ['client_id', 'month', 'kind', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('client_search_rows').ifExists().execute();
  await db.schema.dropTable('client_audits').ifExists().execute();
  await db.schema.dropTable('client_events').ifExists().execute();
  await db.schema.dropTable('clients').ifExists().execute();
}
