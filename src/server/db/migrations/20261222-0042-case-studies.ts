import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// Case studies (server/queries/case-studies.ts): a post of its own kind, written in the post
// editor, with a row of its own: the client it is about, how it is described while the client has
// not agreed to be named, its services and city, and the figures chosen from the client's history
// (measure and months, never values). A client records its consent to be named.
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('blog_posts')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('post'))
    .execute();
  await db.schema
    .createTable('case_studies')
    .addColumn('post_id', 'text', (c) =>
      c.primaryKey().references('blog_posts.id').onDelete('cascade'),
    )
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('services', t.json, (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('figures', t.json, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('case_studies_client')
    .on('case_studies')
    .column('client_id')
    .execute();
  await db.schema
    .alterTable('clients')
    .addColumn('named_consent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clients').dropColumn('named_consent').execute();
  await db.schema.dropTable('case_studies').ifExists().execute();
  await db.schema.alterTable('blog_posts').dropColumn('kind').execute();
}
