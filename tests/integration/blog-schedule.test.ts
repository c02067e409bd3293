import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { pokePublishTimer, startPublishTimer } from '@/server/blog-schedule/publish-timer';
import { seedDatabase } from '@/server/db/seed';
import { getPostForEditing, listAllPosts } from '@/server/queries/blog-admin';
import { createPost } from '@/server/queries/post-writes';
import { listPublicPostLinks } from '@/server/queries/blog-posts';
import { getPublicPostBySlug } from '@/server/queries/post-details';
import { emptyBlogPost, type BlogPostData } from '@/lib/validation/blog-post';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const before = new Date('2026-12-01T04:29:00.000Z');
const due = '2026-12-01T04:30:00.000Z'; // 10:00 in India

describe.each(engines)('scheduled posts on %s', (engine) => {
  let t: TestDatabase;
  let id: string;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    const author = await t.db.selectFrom('authors').select('id').executeTakeFirstOrThrow();
    const post: BlogPostData = {
      ...(emptyBlogPost as BlogPostData),
      title: 'Diwali search trends',
      slug: 'diwali-search-trends',
      excerpt: 'What Indians searched for.',
      content: 'Text.',
      featured_image: '/images/blog/a.webp',
      author_id: author.id,
      status: 'scheduled',
      scheduled_at: '2026-12-01T10:00',
    };
    id = await createPost(t.db, post, { savedBy: 'Admin', now: before });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('is stored as published at the scheduled time in India and shown as Scheduled until then', async () => {
    const row = (await listAllPosts(t.db, before)).find((p) => p.id === id);
    expect(row).toMatchObject({ status: 'scheduled', publishedAt: due });
    const editing = await getPostForEditing(t.db, id, before);
    expect(editing).toMatchObject({ status: 'scheduled', scheduled_at: '2026-12-01T10:00' });
    expect(editing?.published_date).toBe('');

    const after = new Date(due);
    expect((await listAllPosts(t.db, after)).find((p) => p.id === id)?.status).toBe('published');
    expect((await getPostForEditing(t.db, id, after))?.status).toBe('published');
  });

  it('is public from its minute on, not a millisecond before', async () => {
    const oneMsBefore = new Date(Date.parse(due) - 1).toISOString();
    expect(await getPublicPostBySlug(t.db, 'diwali-search-trends', oneMsBefore)).toBeNull();
    expect((await listPublicPostLinks(t.db, oneMsBefore)).map((p) => p.slug)).not.toContain(
      'diwali-search-trends',
    );
    expect(await getPublicPostBySlug(t.db, 'diwali-search-trends', due)).not.toBeNull();
    expect((await listPublicPostLinks(t.db, due)).map((p) => p.slug)).toContain(
      'diwali-search-trends',
    );
  });

  it('has the timer expire the blog pages once when the time comes', async () => {
    let clock = before;
    const expire = vi.fn(() => Promise.resolve());
    const timer = startPublishTimer({ getDb: () => t.db, expire, now: () => clock });
    try {
      await timer.idle();
      expect(expire).not.toHaveBeenCalled();

      clock = new Date(due);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // The timer may already have woken by itself; either way it expires once.
      pokePublishTimer();
      await timer.idle();
      expect(expire).toHaveBeenCalledTimes(1);

      pokePublishTimer();
      await timer.idle();
      expect(expire).toHaveBeenCalledTimes(1);
    } finally {
      timer.stop();
    }
  });
});
