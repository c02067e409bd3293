import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// The database becomes the one list of services: what the site's routing, menus and city pages
// once read from code (a short name, an order, which page layout, the city pages' reasons and
// pricing) moves into service_details, filled for the six shipped services by a seed that runs once.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const columns: Array<[string, 'text' | 'integer' | typeof t.json, string | number]> = [
    ['short_name', 'text', ''],
    ['position', 'integer', 0],
    ['layout', 'text', 'detailed'],
    ['city_reasons', t.json, '[]'],
    ['pricing_headline', 'text', ''],
    ['pricing_points', t.json, '[]'],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('service_details')
      .addColumn(name, type, (c) => c.notNull().defaultTo(fallback))
      .execute();
  }
  // Enquiries name their service by its slug; the spec's form sent 'content' for Content Strategy.
  await db
    .updateTable('form_submissions')
    .set({ service_interest: 'content-strategy' })
    .where('service_interest', '=', 'content')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'pricing_points',
    'pricing_headline',
    'city_reasons',
    'layout',
    'position',
    'short_name',
  ]) {
    await db.schema.alterTable('service_details').dropColumn(name).execute();
  }
}
