import type { Kysely } from 'kysely';

import { columnTypes } from './column-types';

// The post editor: a focus keyphrase, the post's own social image, a version number for optimistic concurrency, the revisions every save keeps,
// and the draft copy autosave writes (one per post, and one for a post not yet created).
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('blog_posts')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The SEO panel's focus keyphrase, kept with the post.
  await db.schema.alterTable('blog_posts').addColumn('focus_keyphrase', 'text').execute();
  // The post's own social image; without one, its generated card is shared.
  await db.schema.alterTable('blog_posts').addColumn('social_image', 'text').execute();

  await db.schema
    .createTable('blog_post_revisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) =>
      c.notNull().references('blog_posts.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .addColumn('saved_at', t.timestamp, (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('blog_post_revisions_post_idx')
    .on('blog_post_revisions')
    .columns(['post_id', 'version'])
    .unique()
    .execute();

  // draft_key: the post's id, or 'new' for the create form.
  await db.schema
    .createTable('blog_post_drafts')
    .addColumn('draft_key', 'text', (c) => c.primaryKey())
    .addColumn('base_version', 'integer')
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('saved_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_post_drafts').execute();
  await db.schema.dropTable('blog_post_revisions').execute();
  await db.schema.alterTable('blog_posts').dropColumn('social_image').execute();
  await db.schema.alterTable('blog_posts').dropColumn('focus_keyphrase').execute();
  await db.schema.alterTable('blog_posts').dropColumn('version').execute();
}
