import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONTACT_NOTIFICATION_TEMPLATE, EMAIL_PLACEHOLDERS } from '@/content/email-templates';
import { migrateToLatest } from '@/server/db/migrate';
import { seedDatabase } from '@/server/db/seed';
import { jsonColumns, readJson } from '@/server/db/json-columns';
import { nowIso, toIso, toJson } from '@/server/db/values';
import { getEmailTemplate } from '@/server/queries/email-templates';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const expectedTables = [
  'admin_users',
  'admin_links',
  'admin_recovery_codes',
  'audit_log',
  'admin_sessions',
  'app_secrets',
  'authors',
  'captcha_solutions',
  'blog_posts',
  'city_pages',
  'email_outbox',
  'email_templates',
  'form_submissions',
  'rate_limits',
  'service_details',
];

describe.each(engines)('data layer on %s', (engine) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('creates every table of the spec and of the decisions', async () => {
    const tables = (await t.db.introspection.getTables()).map((table) => table.name).sort();
    expect(tables).toEqual(expect.arrayContaining(expectedTables));
  });

  it('runs migrations again without applying anything', async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('seeds twice without duplicating the notification template', async () => {
    await seedDatabase(t.db);
    await seedDatabase(t.db);
    const rows = await t.db.selectFrom('email_templates').select('name').execute();
    expect(rows.filter((r) => r.name === CONTACT_NOTIFICATION_TEMPLATE)).toHaveLength(1);
  });

  it('reads the seeded template with every placeholder of the spec', async () => {
    const template = await getEmailTemplate(t.db, CONTACT_NOTIFICATION_TEMPLATE);
    expect(template).not.toBeNull();
    for (const placeholder of EMAIL_PLACEHOLDERS) {
      expect(template!.body).toContain(`{{${placeholder}}}`);
    }
    expect(template!.subject).toContain('{{name}}');
    expect(template!.subject).toContain('{{service_interest}}');
    expect(template!.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('answers null for a template that does not exist', async () => {
    expect(await getEmailTemplate(t.db, 'no_such_template')).toBeNull();
  });

  it('reads list- and object-shaped columns back as they were written', async () => {
    const expertise = [
      {
        name: 'Technical SEO',
        description: 'Crawling, indexing and speed',
        sub_topics: [{ name: 'हिन्दी sitemaps', description: 'Devanagari and emoji 🚀 survive' }],
      },
    ];
    const faq = [{ question: 'Why "quotes"?', answer: "Because it's JSON" }];
    const id = randomUUID();
    const now = nowIso();
    await t.db
      .insertInto('service_details')
      .values({
        id,
        service_name: 'SEO',
        service_slug: `seo-${id}`,
        service_description: 'd',
        hero_heading: 'h',
        hero_subheading: 's',
        meta_title: 'm',
        meta_description: 'md',
        expertise_areas: toJson(expertise),
        benefits: toJson([]),
        process_steps: toJson([{ step_number: 1, title: 'Audit', description: 'Look' }]),
        faq: toJson(faq),
        created_at: now,
        updated_at: now,
      })
      .execute();
    const row = await t.db
      .selectFrom('service_details')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(readJson(jsonColumns.serviceExpertise, row.expertise_areas)).toEqual(expertise);
    expect(readJson(jsonColumns.serviceFaq, row.faq)).toEqual(faq);
    expect(readJson(jsonColumns.serviceBenefits, row.benefits)).toEqual([]);
    expect(toIso(row.created_at)).toBe(now);
  });

  it('keeps posts when their author is deleted, clearing the link', async () => {
    const now = nowIso();
    const authorId = randomUUID();
    const postId = randomUUID();
    await t.db
      .insertInto('authors')
      .values({
        id: authorId,
        slug: `a-${authorId}`,
        name: 'Priya',
        profile_image: '/images/p.webp',
        short_bio: 's',
        full_bio: 'f',
        social_links: toJson({ linkedin: 'https://example.in/p' }),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto('blog_posts')
      .values({
        id: postId,
        slug: `p-${postId}`,
        title: 't',
        excerpt: 'e',
        content: 'c',
        featured_image: '/i.webp',
        category: 'SEO',
        categories: toJson(['SEO']),
        tags: toJson(['SEO', 'Local']),
        author: 'Priya',
        author_id: authorId,
        is_featured: 1,
        meta_title: null,
        meta_description: null,
        published_at: now,
        status: 'published',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db.deleteFrom('authors').where('id', '=', authorId).execute();
    const post = await t.db
      .selectFrom('blog_posts')
      .selectAll()
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(post.author_id).toBeNull();
    expect(post.is_featured).toBe(1);
    expect(post.view_count).toBe(0);
    expect(readJson(jsonColumns.postTags, post.tags)).toEqual(['SEO', 'Local']);
  });

  it('refuses a blog status outside draft and published', async () => {
    const now = nowIso();
    const id = randomUUID();
    await expect(
      t.db
        .insertInto('blog_posts')
        .values({
          id,
          slug: `bad-${id}`,
          title: 't',
          excerpt: 'e',
          content: 'c',
          featured_image: '/i.webp',
          category: 'SEO',
          categories: toJson([]),
          tags: toJson([]),
          author: 'x',
          author_id: null,
          is_featured: 0,
          meta_title: null,
          meta_description: null,
          published_at: null,
          status: 'archived' as 'draft',
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
