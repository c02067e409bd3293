import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// Lead attribution on enquiries, single-use captcha solutions, and secrets generated on first start.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('form_submissions').addColumn('source_page', 'text').execute();
  await db.schema.alterTable('form_submissions').addColumn('referrer', 'text').execute();
  await db.schema.alterTable('form_submissions').addColumn('utm', t.json).execute();

  await db.schema
    .createTable('captcha_solutions')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_secrets').ifExists().execute();
  await db.schema.dropTable('captcha_solutions').ifExists().execute();
  await db.schema.alterTable('form_submissions').dropColumn('utm').execute();
  await db.schema.alterTable('form_submissions').dropColumn('referrer').execute();
  await db.schema.alterTable('form_submissions').dropColumn('source_page').execute();
}
