import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDatabase } from '@/server/db/seed';
import { getAuthorBySlug, listAuthorLinks, listAuthorPosts } from '@/server/queries/authors';
import { createAuthor } from '@/server/queries/authors-admin';
import { authorSchema, emptyAuthor } from '@/lib/validation/author';
import {
  getNextScheduledAt,
  incrementPostViews,
  listPublicPostLinks,
  listPublicPosts,
  listRelatedPosts,
} from '@/server/queries/blog-posts';
import { getPostForPreview, getPublicPostBySlug } from '@/server/queries/post-details';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const now = '2026-11-21T12:00:00.000Z';
const hidden = [
  'draft-ai-overviews-and-indian-search',
  'draft-festive-season-ppc-planning',
  'search-trends-2027-india',
];

describe.each(engines)('blog reads on %s', (engine) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('lists public posts newest first, with the featured post apart', async () => {
    const page = await listPublicPosts(t.db, { now, page: 1 });
    expect(page.featured?.slug).toBe('local-seo-checklist-indian-small-businesses');
    expect(page.total).toBe(13);
    expect(page.posts).toHaveLength(9);
    expect(page.pageCount).toBe(2);
    expect(page.posts.map((p) => p.slug)).not.toContain(page.featured!.slug);
    const dates = page.posts.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await listPublicPosts(t.db, { now, page: 2 });
    expect(second.posts).toHaveLength(4);
    expect(new Set([...page.posts, ...second.posts].map((p) => p.slug)).size).toBe(13);
  });

  it('filters by the category chosen in the editor, not by tags', async () => {
    const analytics = await listPublicPosts(t.db, { now, category: 'analytics', page: 1 });
    expect(analytics.featured).toBeNull();
    expect(analytics.posts.map((p) => p.slug).sort()).toEqual([
      'ga4-setup-checklist',
      'seo-reporting-metrics-that-matter',
    ]);
    const seo = await listPublicPosts(t.db, { now, category: 'seo', page: 1 });
    expect(seo.featured?.slug).toBe('local-seo-checklist-indian-small-businesses');
    for (const post of seo.posts) expect(post.category).toBe('SEO');
    // Tagged SEO but filed under Analytics: under Analytics only.
    expect(seo.posts.map((p) => p.slug)).not.toContain('seo-reporting-metrics-that-matter');
    expect((await listPublicPosts(t.db, { now, category: 'Nothing', page: 1 })).total).toBe(0);
  });

  it('never shows drafts or future posts: list, post, author, related, feed', async () => {
    const all = [
      ...(await listPublicPosts(t.db, { now, page: 1 })).posts,
      ...(await listPublicPosts(t.db, { now, page: 2 })).posts,
    ].map((p) => p.slug);
    const links = (await listPublicPostLinks(t.db, now)).map((p) => p.slug);
    const priya = await getAuthorBySlug(t.db, 'priya-sharma');
    const authorPosts = (
      await listAuthorPosts(t.db, { authorId: priya!.id, now, page: 1 })
    ).posts.map((p) => p.slug);
    const related = (
      await listRelatedPosts(t.db, {
        postId: 'none',
        tags: ['SEO', 'Marketing', 'PPC', 'Trends', 'AI Search'],
        now,
        limit: 50,
      })
    ).map((p) => p.slug);
    for (const slug of hidden) {
      expect(all).not.toContain(slug);
      expect(links).not.toContain(slug);
      expect(authorPosts).not.toContain(slug);
      expect(related).not.toContain(slug);
      expect(await getPublicPostBySlug(t.db, slug, now)).toBeNull();
    }
    expect(links).toHaveLength(14);
  });

  it('shows a scheduled post once its time has come, and reports when that is', async () => {
    expect(await getNextScheduledAt(t.db, now)).toBe('2027-01-15T04:30:00.000Z');
    const later = '2027-01-15T04:30:00.000Z';
    expect(await getPublicPostBySlug(t.db, 'search-trends-2027-india', later)).not.toBeNull();
    expect(await getNextScheduledAt(t.db, later)).toBeNull();
  });

  it('reads any post for the editor’s preview, a draft or a scheduled one too, with its status', async () => {
    const ids = await t.db
      .selectFrom('blog_posts')
      .select(['id', 'slug'])
      .where('slug', 'in', hidden)
      .execute();
    expect(ids).toHaveLength(hidden.length);
    for (const { id, slug } of ids) {
      const preview = await getPostForPreview(t.db, id);
      expect(preview?.post.slug).toBe(slug);
      expect(['draft', 'published']).toContain(preview?.status);
    }
    expect(await getPostForPreview(t.db, 'no-such-id')).toBeNull();
  });

  it('reads a post with its author details', async () => {
    const post = await getPublicPostBySlug(t.db, 'topic-clusters-explained', now);
    expect(post).toMatchObject({
      title: 'Topic Clusters Explained: How to Plan Content That Ranks Together',
      category: 'Content Strategy',
      author: { name: 'Neha Iyer', slug: 'neha-iyer' },
      authorDetails: {
        name: 'Neha Iyer',
        slug: 'neha-iyer',
        profileImage: '/images/authors/neha-iyer.webp',
      },
    });
    expect(post!.content).toContain('## What a topic cluster is');
    expect(post!.tags).toEqual(['Content Strategy', 'SEO', 'Planning']);
  });

  it('finds three related posts by shared tags, most shared first', async () => {
    const post = (await getPublicPostBySlug(t.db, 'technical-seo-audit-guide', now))!;
    const related = await listRelatedPosts(t.db, { postId: post.id, tags: post.tags, now });
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.slug)).not.toContain(post.slug);
    expect(related[0]!.slug).toBe('core-web-vitals-for-indian-mobile-users');
    expect(await listRelatedPosts(t.db, { postId: post.id, tags: [], now })).toEqual([]);
  });

  it('reads an author, their tags and their posts 8 a page with a tag filter', async () => {
    const author = await getAuthorBySlug(t.db, 'priya-sharma');
    expect(author?.name).toBe('Priya Sharma');
    expect(author?.socialLinks.linkedin).toMatch(/^https:\/\//);
    expect(author!.socialLinks.facebook).toBeUndefined();
    const page = await listAuthorPosts(t.db, { authorId: author!.id, now, page: 1 });
    expect(page.total).toBe(5);
    expect(page.tags).toEqual([...page.tags].sort((a, b) => a.localeCompare(b)));
    expect(page.tags).toContain('Local SEO');
    const filtered = await listAuthorPosts(t.db, {
      authorId: author!.id,
      now,
      tag: 'Site Speed',
      page: 1,
    });
    expect(filtered.posts.map((p) => p.slug).sort()).toEqual([
      'core-web-vitals-for-indian-mobile-users',
      'technical-seo-audit-guide',
    ]);
    const small = await listAuthorPosts(t.db, { authorId: author!.id, now, page: 2, pageSize: 2 });
    expect(small.posts).toHaveLength(2);
    expect(small.pageCount).toBe(3);
    expect(await getAuthorBySlug(t.db, 'nobody')).toBeNull();
    expect((await listAuthorLinks(t.db, now)).map((a) => a.slug)).toEqual([
      'arjun-mehta',
      'neha-iyer',
      'priya-sharma',
    ]);
    // An author with no article, or only one not yet published, has no page to list.
    const newcomer = await createAuthor(
      t.db,
      authorSchema.parse({
        ...emptyAuthor,
        name: 'New Writer',
        slug: 'new-writer',
        profile_image: '/images/authors/priya-sharma.webp',
        short_bio: 'Joined this week.',
        full_bio: 'Joined this week.',
      }),
    );
    expect((await listAuthorLinks(t.db, now)).map((a) => a.slug)).not.toContain('new-writer');
    await t.db
      .updateTable('blog_posts')
      .set({ author_id: newcomer })
      .where('slug', '=', 'draft-ai-overviews-and-indian-search')
      .execute();
    expect((await listAuthorLinks(t.db, now)).map((a) => a.slug)).not.toContain('new-writer');
  });

  it('counts views of public posts only', async () => {
    expect(await incrementPostViews(t.db, 'ga4-setup-checklist', now)).toBe(true);
    expect(await incrementPostViews(t.db, 'ga4-setup-checklist', now)).toBe(true);
    expect(await incrementPostViews(t.db, 'draft-festive-season-ppc-planning', now)).toBe(false);
    expect(await incrementPostViews(t.db, 'no-such-post', now)).toBe(false);
    const row = await t.db
      .selectFrom('blog_posts')
      .select('view_count')
      .where('slug', '=', 'ga4-setup-checklist')
      .executeTakeFirstOrThrow();
    expect(row.view_count).toBe(2);
  });
});
