import { sql, type Kysely } from 'kysely';

import { columnTypes, isPostgres } from './column-types';

// Leads: each enquiry's timeline (notes included), the spam folder, where it came from, the
// privacy notice it was sent under, webhook deliveries, the auto-reply switch, and page views per
// path and day for conversion rates.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('form_submissions').addColumn('spam_reason', 'text').execute();
  await db.schema.alterTable('form_submissions').addColumn('notice_version', 'text').execute();
  // utm_source, else the referrer's host, else 'direct'; and the path the form was sent from.
  await db.schema.alterTable('form_submissions').addColumn('lead_source', 'text').execute();
  await db.schema.alterTable('form_submissions').addColumn('landing_path', 'text').execute();
  await backfillSources(db);
  await db.schema
    .createIndex('form_submissions_status_created_idx')
    .on('form_submissions')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('form_submissions_email_idx')
    .on('form_submissions')
    .column('email')
    .execute();

  await db.schema
    .createTable('enquiry_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('submission_id', 'text', (c) =>
      c.notNull().references('form_submissions.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('enquiry_events_submission_idx')
    .on('enquiry_events')
    .columns(['submission_id', 'created_at'])
    .execute();

  await db.schema
    .alterTable('email_outbox')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('notification'))
    .execute();
  await db.schema
    .alterTable('email_templates')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('submission_id', 'text', (c) =>
      c.references('form_submissions.id').onDelete('cascade'),
    )
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('delivered_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();

  // Enquiries (spam left out) per UTC day and per value of each dimension the insights break them
  // down by, kept with every write: the insights read a few thousand rows, not every enquiry.
  await db.schema
    .createTable('enquiry_counts')
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('enquiry_counts_pk', ['dimension', 'day', 'key'])
    .execute();
  const day = isPostgres(db)
    ? sql`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`
    : sql`substr(created_at, 1, 10)`;
  for (const [dimension, column] of Object.entries(DIMENSIONS)) {
    await sql`insert into enquiry_counts (dimension, key, day, count)
      select ${dimension}, coalesce(${sql.ref(column)}, ''), ${day}, count(*)
      from form_submissions where status <> 'spam'
      group by coalesce(${sql.ref(column)}, ''), ${day}`.execute(db);
  }

  await db.schema
    .createTable('page_views')
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_views_pk', ['day', 'path'])
    .execute();
}

/** The insights' dimensions and their columns, as src/server/queries/enquiry-counts.ts has them. */
const DIMENSIONS = {
  service: 'service_interest',
  city: 'city',
  landing: 'landing_path',
  source: 'lead_source',
};

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('page_views').ifExists().execute();
  await db.schema.dropTable('enquiry_counts').ifExists().execute();
  await db.schema.dropTable('webhook_deliveries').ifExists().execute();
  await db.schema.alterTable('email_templates').dropColumn('enabled').execute();
  await db.schema.alterTable('email_outbox').dropColumn('kind').execute();
  await db.schema.dropTable('enquiry_events').ifExists().execute();
  await db.schema.dropIndex('form_submissions_email_idx').ifExists().execute();
  await db.schema.dropIndex('form_submissions_status_created_idx').ifExists().execute();
  for (const column of ['landing_path', 'lead_source', 'notice_version', 'spam_reason']) {
    await db.schema.alterTable('form_submissions').dropColumn(column).execute();
  }
}

// The same rule as src/lib/enquiries/lead-source.ts, frozen here as migrations import nothing from the app.
async function backfillSources(db: Kysely<any>): Promise<void> {
  const rows = (await db
    .selectFrom('form_submissions')
    .select(['id', 'source_page', 'referrer', 'utm'])
    .execute()) as {
    id: string;
    source_page: string | null;
    referrer: string | null;
    utm: unknown;
  }[];
  for (const row of rows) {
    const utm = (typeof row.utm === 'string' ? JSON.parse(row.utm) : (row.utm ?? {})) as Record<
      string,
      string
    >;
    const host = (value: string | null) => {
      try {
        return value ? new URL(value).hostname.replace(/^www\./, '') : null;
      } catch {
        return null;
      }
    };
    const path = (value: string | null) => {
      try {
        return value ? new URL(value, 'http://x').pathname : null;
      } catch {
        return null;
      }
    };
    await db
      .updateTable('form_submissions')
      .set({
        lead_source: utm.utm_source?.trim().toLowerCase() || host(row.referrer) || 'direct',
        landing_path: path(row.source_page),
      })
      .where('id', '=', row.id)
      .execute();
  }
}
