import { describe, expect, it } from 'vitest';

import { postCategoryName } from '@/content/blog';
import { renderMarkdown } from '@/server/markdown/render-markdown';

import { authorSeeds } from './authors';
import { postSeeds } from './posts';

const seedDate = '2026-11-21T00:00:00.000Z';
const published = postSeeds.filter(
  (p) => p.status === 'published' && p.published_at && p.published_at <= seedDate,
);

describe('blog seed content', () => {
  it('has at least fourteen published posts over the five categories, one featured', () => {
    expect(published.length).toBeGreaterThanOrEqual(14);
    expect(new Set(published.map((p) => p.category))).toEqual(
      new Set(['seo', 'marketing', 'content-strategy', 'social-media', 'analytics']),
    );
    expect(published.filter((p) => p.is_featured)).toHaveLength(1);
    for (const post of published) expect(post.tags).toContain(postCategoryName(post.category));
  });

  it('has two drafts and one post scheduled for the future', () => {
    expect(postSeeds.filter((p) => p.status === 'draft')).toHaveLength(2);
    expect(
      postSeeds.filter((p) => p.status === 'published' && p.published_at! > seedDate),
    ).toHaveLength(1);
  });

  it.each(published.map((p) => [p.slug, p] as const))(
    '%s is 500+ words with h2 and h3 headings and a list',
    (_, post) => {
      const { wordCount, toc, html } = renderMarkdown(post.content);
      expect(wordCount).toBeGreaterThanOrEqual(500);
      expect(toc.some((t) => t.level === 2)).toBe(true);
      expect(toc.some((t) => t.level === 3)).toBe(true);
      expect(html).toMatch(/<(ul|ol)>/);
      expect(html).toContain('<a href=');
    },
  );

  it('has tables across the set, unique slugs and a known author for every post', () => {
    expect(
      published.filter((p) => renderMarkdown(p.content).html.includes('<table>')).length,
    ).toBeGreaterThanOrEqual(1);
    expect(new Set(postSeeds.map((p) => p.slug)).size).toBe(postSeeds.length);
    const authors = new Set(authorSeeds.map((a) => a.slug));
    for (const post of postSeeds) expect(authors.has(post.authorSlug)).toBe(true);
    expect(authorSeeds.length).toBeGreaterThanOrEqual(3);
  });
});
