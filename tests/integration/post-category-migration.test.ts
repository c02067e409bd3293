import { randomUUID } from 'node:crypto';

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrateToLatest } from '@/server/db/migrate';
import { listPublicPosts } from '@/server/queries/blog-posts';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const published = '2026-11-01T00:00:00.000Z';

describe.each(engines)('the post category slugs migration on %s', (engine) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(engine, { upTo: '20261127-0016-not-found-resolution' });
    // Posts as they were stored before: by the category's name, in any case, or by a tag's text.
    for (const [slug, category] of [
      ['strategy-post', 'Content Strategy'],
      ['seo-post', 'seo'],
      ['tag-post', 'Local SEO'],
    ]) {
      await sql`insert into blog_posts (id, title, slug, excerpt, content, featured_image, author,
        category, categories, tags, status, published_at, is_featured, created_at, updated_at)
        values (${randomUUID()}, ${slug}, ${slug}, 'e', 'c', '', 'A', ${category},
        ${JSON.stringify([category])}, '[]', 'published', ${published}, 0, ${published},
        ${published})`.execute(t.db);
    }
    await migrateToLatest(t.db);
  });
  afterAll(() => t.drop());

  it('stores each category by its slug, so its tab lists its posts under its name', async () => {
    const rows = await t.db
      .selectFrom('blog_posts')
      .select(['slug', 'category'])
      .orderBy('slug')
      .execute();
    expect(rows).toEqual([
      { slug: 'seo-post', category: 'seo' },
      { slug: 'strategy-post', category: 'content-strategy' },
      { slug: 'tag-post', category: '' },
    ]);
    const now = new Date().toISOString();
    const tab = await listPublicPosts(t.db, { now, category: 'content-strategy', page: 1 });
    const listed = [tab.featured, ...tab.posts].filter(Boolean);
    expect(listed.map((p) => [p!.slug, p!.category])).toEqual([
      ['strategy-post', 'Content Strategy'],
    ]);
  });
});
