import { describe, expect, it } from 'vitest';

import {
  blogPostSchema,
  emptyBlogPost,
  parseTags,
  REQUIRED_FIELDS_MESSAGE,
  SCHEDULE_MESSAGE,
  todayInIndia,
} from './blog-post';

const valid = {
  ...emptyBlogPost,
  title: 'Local SEO in Pune',
  slug: 'local-seo-in-pune',
  excerpt: 'How Pune clinics win the map pack.',
  content: '## Why\n\nBecause.',
  featured_image: '/uploads/abc.webp',
  author_id: 'a1',
};

describe('blogPostSchema', () => {
  it('accepts a complete post and fills the optional defaults', () => {
    const parsed = blogPostSchema.parse(valid);
    expect(parsed).toMatchObject({ status: 'draft', is_featured: false, tags: '' });
  });

  it.each(['title', 'slug', 'excerpt', 'content', 'featured_image', 'author_id'])(
    'requires %s',
    (field) => {
      const result = blogPostSchema.safeParse({ ...valid, [field]: '  ' });
      expect(result.success).toBe(false);
      expect(result.error?.flatten().fieldErrors[field as 'title']).toContain(
        REQUIRED_FIELDS_MESSAGE,
      );
    },
  );

  it('checks the slug format and the image address', () => {
    expect(blogPostSchema.safeParse({ ...valid, slug: 'Local SEO' }).success).toBe(false);
    expect(blogPostSchema.safeParse({ ...valid, slug: 'double--hyphen' }).success).toBe(false);
    expect(
      blogPostSchema.safeParse({ ...valid, featured_image: 'https://elsewhere.example/a.jpg' })
        .success,
    ).toBe(false);
    expect(
      blogPostSchema.safeParse({ ...valid, featured_image: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });

  it('accepts only normalised image paths under /uploads or /images', () => {
    for (const path of [
      '/uploads/../api/admin/x',
      '/images/./a.png',
      '/uploads//a.webp',
      '/uploads/..',
    ])
      expect(blogPostSchema.safeParse({ ...valid, featured_image: path }).success, path).toBe(
        false,
      );
    expect(
      blogPostSchema.safeParse({ ...valid, featured_image: '/images/blog/a.b.png' }).success,
    ).toBe(true);
  });

  it('refuses a published date after today in India', () => {
    const tomorrow = new Date(Date.now() + 48 * 3600 * 1000).toISOString().slice(0, 10);
    expect(blogPostSchema.safeParse({ ...valid, published_date: tomorrow }).success).toBe(false);
    expect(blogPostSchema.safeParse({ ...valid, published_date: todayInIndia() }).success).toBe(
      true,
    );
    expect(blogPostSchema.safeParse({ ...valid, published_date: '2024-03-05' }).success).toBe(true);
  });
});

describe('the social image', () => {
  it('is optional, and otherwise an image on this site', () => {
    expect(blogPostSchema.safeParse({ ...valid, social_image: '' }).success).toBe(true);
    expect(blogPostSchema.safeParse({ ...valid, social_image: '/uploads/og.webp' }).success).toBe(
      true,
    );
    for (const path of ['javascript:/uploads/a.png', 'https://x.example/a.png', '/uploads/../a'])
      expect(blogPostSchema.safeParse({ ...valid, social_image: path }).success, path).toBe(false);
  });
});

describe('scheduling', () => {
  const inIndia = (ms: number) =>
    new Date(Date.now() + ms + 5.5 * 3600 * 1000).toISOString().slice(0, 16);

  it('takes a time in the future, in India, for a scheduled post', () => {
    const post = { ...valid, status: 'scheduled', scheduled_at: inIndia(3600 * 1000) };
    expect(blogPostSchema.safeParse(post).success).toBe(true);
  });

  it('refuses a scheduled post without a time, or with one that has passed', () => {
    for (const scheduled_at of ['', inIndia(-60 * 1000), '2026-12-01']) {
      const result = blogPostSchema.safeParse({ ...valid, status: 'scheduled', scheduled_at });
      expect(result.success, scheduled_at).toBe(false);
    }
    const result = blogPostSchema.safeParse({ ...valid, status: 'scheduled', scheduled_at: '' });
    expect(result.error?.flatten().fieldErrors.scheduled_at).toContain(SCHEDULE_MESSAGE);
  });

  it('ignores the schedule field unless the post is scheduled', () => {
    const post = { ...valid, status: 'published', scheduled_at: inIndia(-3600 * 1000) };
    expect(blogPostSchema.safeParse(post).success).toBe(true);
  });
});

describe('parseTags', () => {
  it('trims tags and drops empties and duplicates', () => {
    expect(parseTags('SEO, local seo , , Maps,seo')).toEqual(['SEO', 'local seo', 'Maps']);
  });
});
