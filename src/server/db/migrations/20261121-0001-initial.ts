import { sql, type Kysely } from 'kysely';

import { columnTypes } from './column-types';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('service_details')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('service_name', 'text', (c) => c.notNull())
    .addColumn('service_slug', 'text', (c) => c.notNull().unique())
    .addColumn('service_description', 'text', (c) => c.notNull())
    .addColumn('hero_heading', 'text', (c) => c.notNull())
    .addColumn('hero_subheading', 'text', (c) => c.notNull())
    .addColumn('meta_title', 'text', (c) => c.notNull())
    .addColumn('meta_description', 'text', (c) => c.notNull())
    .addColumn('expertise_areas', t.json, (c) => c.notNull())
    .addColumn('benefits', t.json, (c) => c.notNull())
    .addColumn('process_steps', t.json, (c) => c.notNull())
    .addColumn('faq', t.json, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('city_pages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('city_slug', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('service_type', 'text', (c) => c.notNull())
    .addColumn('service_slug', 'text', (c) => c.notNull())
    .addColumn('meta_title', 'text', (c) => c.notNull())
    .addColumn('meta_description', 'text', (c) => c.notNull())
    .addColumn('h1_title', 'text', (c) => c.notNull())
    .addColumn('intro_paragraph', 'text', (c) => c.notNull())
    .addColumn('services_offered', t.json, (c) => c.notNull())
    .addColumn('faq_questions', t.json, (c) => c.notNull())
    .addColumn('faq_answers', t.json, (c) => c.notNull())
    .addColumn('testimonials', t.json, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('city_pages_service_city_unique', ['service_slug', 'city_slug'])
    .execute();
  await db.schema
    .createIndex('city_pages_city_slug_idx')
    .on('city_pages')
    .column('city_slug')
    .execute();

  await db.schema
    .createTable('authors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('profile_image', 'text', (c) => c.notNull())
    .addColumn('short_bio', 'text', (c) => c.notNull())
    .addColumn('full_bio', 'text', (c) => c.notNull())
    .addColumn('social_links', t.json, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('featured_image', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('categories', t.json, (c) => c.notNull())
    .addColumn('tags', t.json, (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.references('authors.id').onDelete('set null'))
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('published_at', t.timestamp)
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'published')`),
    )
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('blog_posts_public_idx')
    .on('blog_posts')
    .columns(['status', 'published_at'])
    .execute();
  await db.schema
    .createIndex('blog_posts_author_idx')
    .on('blog_posts')
    .column('author_id')
    .execute();

  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('company', 'text')
    .addColumn('service_interest', 'text')
    .addColumn('city', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('form_submissions_created_idx')
    .on('form_submissions')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('email_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('submission_id', 'text', (c) =>
      c.references('form_submissions.id').onDelete('set null'),
    )
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('sent_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('email_outbox_due_idx')
    .on('email_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', t.timestamp, (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'rate_limits',
    'email_outbox',
    'admin_sessions',
    'admin_account',
    'email_templates',
    'form_submissions',
    'blog_posts',
    'authors',
    'city_pages',
    'service_details',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
