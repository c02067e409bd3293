import { sql, type Kysely } from 'kysely';

import { columnTypes } from './column-types';

// Enquiries an owner can act on: the visitor's website kept with the enquiry, a Reply-To on each
// queued mail, price plans as data on each service, and the WhatsApp and call clicks counted per
// landing page and source, like page views (no cookie, nothing about the visitor).
const COMPANY_ROW = '          <tr><th align="left">Company</th><td>{{company}}</td></tr>';
const WEBSITE_ROW = '          <tr><th align="left">Website</th><td>{{website}}</td></tr>';

export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  await db.schema.alterTable('form_submissions').addColumn('website', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('reply_to', 'text').execute();
  // The shipped notification gains the website's row; a template the owner rewrote is left alone.
  await db
    .updateTable('email_templates')
    .set({ body: sql`replace(body, ${COMPANY_ROW}, ${`${COMPANY_ROW}\n${WEBSITE_ROW}`})` })
    .where('name', '=', 'contact_form_notification')
    .where('body', 'not like', '%{{website}}%')
    .execute();
  await db.schema
    .alterTable('service_details')
    .addColumn('price_plans', types.json, (c) => c.notNull().defaultTo('[]'))
    .execute();
  await headlinesToPoints(db);
  await db.schema.alterTable('service_details').dropColumn('pricing_headline').execute();
  await db.schema
    .createTable('contact_clicks')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('clicks', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('contact_clicks_pk', ['day', 'path', 'channel', 'source'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_clicks').ifExists().execute();
  await db.schema
    .alterTable('service_details')
    .addColumn('pricing_headline', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('service_details').dropColumn('price_plans').execute();
  await db.schema.alterTable('email_outbox').dropColumn('reply_to').execute();
  await db.schema.alterTable('form_submissions').dropColumn('website').execute();
}

/**
 * A price typed as a headline cannot be read back as an amount: it becomes the first of the
 * service's pricing points, word for word, and the owner enters it again as a plan.
 */
async function headlinesToPoints(db: Kysely<any>): Promise<void> {
  const rows = (await db
    .selectFrom('service_details')
    .select(['id', 'pricing_headline', 'pricing_points'])
    .where('pricing_headline', '!=', '')
    .execute()) as { id: string; pricing_headline: string; pricing_points: unknown }[];
  for (const row of rows) {
    const stored: unknown =
      typeof row.pricing_points === 'string' ? JSON.parse(row.pricing_points) : row.pricing_points;
    const points = [row.pricing_headline, ...(Array.isArray(stored) ? (stored as unknown[]) : [])];
    await db
      .updateTable('service_details')
      .set({ pricing_points: JSON.stringify(points) })
      .where('id', '=', row.id)
      .execute();
  }
}
