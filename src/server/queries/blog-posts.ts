import 'server-only';

import type { ExpressionBuilder, Selectable } from 'kysely';

import { postCategoryName } from '@/content/blog';

import type { DB } from '../db/schema';
import { jsonArrayOverlaps } from '../db/dialect';
import type { BlogPostsTable, Database, PostKind } from '../db/schema';
import { toIso, toIsoOrNull } from '../db/values';
import { jsonColumns, readJson } from '../db/json-columns';

export type PostAuthor = { name: string; slug: string | null };

export type PostSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  featuredImage: string;
  /** The category's name; '' for none. */
  category: string;
  tags: string[];
  author: PostAuthor;
  isFeatured: boolean;
  publishedAt: string;
  updatedAt: string;
};

export type AuthorDetails = {
  name: string;
  slug: string;
  profileImage: string;
  shortBio: string;
  socialLinks: Record<string, string>;
};

export type PostDetail = PostSummary & {
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  /** Its own social image; null: the generated card. */
  socialImage: string | null;
  authorDetails: AuthorDetails | null;
};

export type PostPage = {
  featured: PostSummary | null;
  posts: PostSummary[];
  total: number;
  page: number;
  pageCount: number;
};

export const BLOG_PAGE_SIZE = 9;

export const summaryColumns = [
  'blog_posts.id',
  'blog_posts.slug',
  'blog_posts.title',
  'blog_posts.excerpt',
  'blog_posts.featured_image',
  'blog_posts.category',
  'blog_posts.tags',
  'blog_posts.author',
  'blog_posts.is_featured',
  'blog_posts.published_at',
  'blog_posts.updated_at',
  'authors.slug as author_slug',
] as const;

type SummaryRow = Pick<
  Selectable<BlogPostsTable>,
  | 'id'
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'featured_image'
  | 'category'
  | 'tags'
  | 'author'
  | 'is_featured'
  | 'published_at'
  | 'updated_at'
> & { author_slug: string | null };

export function toSummary(row: SummaryRow): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    featuredImage: row.featured_image,
    category: postCategoryName(row.category),
    tags: readJson(jsonColumns.postTags, row.tags, row.id),
    author: { name: row.author, slug: row.author_slug },
    isFeatured: row.is_featured === 1,
    publishedAt: toIsoOrNull(row.published_at) ?? '',
    updatedAt: toIso(row.updated_at),
  };
}

/**
 * The public visibility rule: published, with a publication time that is set and not in the
 * future; of the blog, or a case study (whose pages are its own, /case-studies).
 */
export function isPublic(now: string, kind: PostKind = 'post') {
  return (eb: ExpressionBuilder<Database, 'blog_posts'>) =>
    eb.and([
      eb('blog_posts.kind', '=', kind),
      eb('blog_posts.status', '=', 'published'),
      eb('blog_posts.published_at', 'is not', null),
      eb('blog_posts.published_at', '<=', now),
    ]);
}

/** The public posts with their authors, to narrow down and page through. */
export function publicPosts(db: DB, now: string) {
  return db
    .selectFrom('blog_posts')
    .leftJoin('authors', 'authors.id', 'blog_posts.author_id')
    .where(isPublic(now));
}

/** One page of the posts a query finds, newest first, with how many it finds in all. */
export async function newestPostsPage(
  posts: ReturnType<typeof publicPosts>,
  page: number,
  pageSize: number,
): Promise<Pick<PostPage, 'posts' | 'total' | 'page' | 'pageCount'>> {
  const { count } = await posts
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const rows = await posts
    .select(summaryColumns)
    .orderBy('blog_posts.published_at', 'desc')
    .orderBy('blog_posts.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    posts: rows.map(toSummary),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** One page of the blog list: the featured post apart, then 9 posts a page, newest first. */
export async function listPublicPosts(
  db: DB,
  options: { now: string; category?: string | null; page: number; pageSize?: number },
): Promise<PostPage> {
  const pageSize = options.pageSize ?? BLOG_PAGE_SIZE;
  let base = publicPosts(db, options.now);
  // The tab shows the posts filed under its category (a slug) in the editor; tags stay tags.
  if (options.category) base = base.where('blog_posts.category', '=', options.category);

  const featuredRow = await base
    .select(summaryColumns)
    .where('blog_posts.is_featured', '=', 1)
    .orderBy('blog_posts.published_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const rest = featuredRow ? base.where('blog_posts.id', '!=', featuredRow.id) : base;

  return {
    featured: featuredRow ? toSummary(featuredRow) : null,
    ...(await newestPostsPage(rest, options.page, pageSize)),
  };
}

/** Up to three other public posts sharing the most tags with the post, newest first among equals. */
export async function listRelatedPosts(
  db: DB,
  options: { postId: string; tags: readonly string[]; now: string; limit?: number },
): Promise<PostSummary[]> {
  if (options.tags.length === 0) return [];
  const rows = await publicPosts(db, options.now)
    .select(summaryColumns)
    .where('blog_posts.id', '!=', options.postId)
    .where(jsonArrayOverlaps(db, 'blog_posts.tags', options.tags))
    .orderBy('blog_posts.published_at', 'desc')
    .limit(50)
    .execute();
  const wanted = new Set(options.tags);
  const shared = (post: PostSummary) => post.tags.filter((t) => wanted.has(t)).length;
  return rows
    .map(toSummary)
    .map((post, order) => ({ post, order, score: shared(post) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, options.limit ?? 3)
    .map((entry) => entry.post);
}

export type PostLink = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  updatedAt: string;
  tags: string[];
  /** The category's slug; '' for none. */
  category: string;
};

/** Every public post, newest first: for the sitemap and the feed. */
export async function listPublicPostLinks(
  db: DB,
  now: string,
  limit?: number,
): Promise<PostLink[]> {
  let query = publicPosts(db, now)
    .select([
      'blog_posts.slug',
      'blog_posts.title',
      'blog_posts.excerpt',
      'blog_posts.author',
      'blog_posts.published_at',
      'blog_posts.updated_at',
      'blog_posts.tags',
      'blog_posts.category',
    ])
    .orderBy('blog_posts.published_at', 'desc');
  if (limit) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((r) => ({
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    author: r.author,
    publishedAt: toIsoOrNull(r.published_at) ?? '',
    updatedAt: toIso(r.updated_at),
    tags: readJson(jsonColumns.postTags, r.tags),
    category: r.category,
  }));
}

/** When the next scheduled post becomes public, so cached lists can expire at that moment. */
export async function getNextScheduledAt(db: DB, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.min('published_at').as('next'))
    .where('status', '=', 'published')
    .where('published_at', '>', now)
    .executeTakeFirst();
  return row?.next ? toIso(row.next) : null;
}

/** Counts one view of a public post; false when there is no such public post. */
export async function incrementPostViews(db: DB, slug: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('blog_posts')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('slug', '=', slug)
    .where(isPublic(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether a scheduled post's time came in (after, upTo]: the public blog pages must change. */
export async function anyPostWentLive(db: DB, after: string, upTo: string): Promise<boolean> {
  const row = await db
    .selectFrom('blog_posts')
    .select('id')
    .where('status', '=', 'published')
    .where('published_at', '>', after)
    .where('published_at', '<=', upTo)
    .executeTakeFirst();
  return row !== undefined;
}
