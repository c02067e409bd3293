import 'server-only';

import { randomUUID } from 'node:crypto';

import { fromIndiaLocalInput, toIndiaLocalInput } from '@/lib/india-time';
import { parseTags, type BlogPostData } from '@/lib/validation/blog-post';

import type { DB } from '../db/client';
import { nowIso, parseJson, toIso, toIsoOrNull, toJson } from '../db/values';

// The blog admin's reads and writes: every post, whatever its status.

export type AdminPostRow = {
  id: string;
  slug: string;
  title: string;
  author: string;
  /** 'scheduled': published with a time still in the future. */
  status: PostStatus;
  publishedAt: string | null;
  views: number;
  createdAt: string;
};

export type AdminPost = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featured_image: string;
  author_id: string;
  category: string;
  tags: string;
  status: PostStatus;
  scheduled_at: string;
  published_date: string;
  is_featured: boolean;
  meta_title: string;
  meta_description: string;
};

export type PostStatus = 'draft' | 'published' | 'scheduled';

const statusAt = (status: 'draft' | 'published', publishedAt: string | null, now: Date) =>
  status === 'published' && publishedAt && Date.parse(publishedAt) > now.getTime()
    ? 'scheduled'
    : status;

export type AuthorOption = { id: string; name: string };

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const indiaDate = (iso: string) =>
  new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

export async function listAllPosts(db: DB, now = new Date()): Promise<AdminPostRow[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(['id', 'slug', 'title', 'author', 'status', 'published_at', 'view_count', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const publishedAt = toIsoOrNull(r.published_at);
    return {
      id: r.id,
      slug: r.slug,
      title: r.title,
      author: r.author,
      status: statusAt(r.status, publishedAt, now),
      publishedAt,
      views: r.view_count,
      createdAt: toIso(r.created_at),
    };
  });
}

export async function getPostForEditing(
  db: DB,
  id: string,
  now = new Date(),
): Promise<AdminPost | null> {
  const row = await db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const published = toIsoOrNull(row.published_at);
  const status = statusAt(row.status, published, now);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    featured_image: row.featured_image,
    author_id: row.author_id ?? '',
    category: row.category,
    tags: parseJson<string[]>(row.tags, []).join(', '),
    status,
    scheduled_at: status === 'scheduled' && published ? toIndiaLocalInput(published) : '',
    published_date: published && status !== 'scheduled' ? indiaDate(published) : '',
    is_featured: row.is_featured === 1,
    meta_title: row.meta_title ?? '',
    meta_description: row.meta_description ?? '',
  };
}

export async function listAuthorOptions(db: DB): Promise<AuthorOption[]> {
  return db.selectFrom('authors').select(['id', 'name']).orderBy('name').execute();
}

export async function isSlugTaken(db: DB, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('blog_posts').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export class UnknownAuthorError extends Error {}

/**
 * The stored form of a post: the author's name from the authors table, tags as a list, and the
 * publication time: the scheduled time; the chosen date (midnight in India); or, publishing
 * without one, the time it was first published, else now. A scheduled post is stored as
 * published with a time in the future, which the public queries hide until it comes.
 */
async function toRow(db: DB, post: BlogPostData, previousPublishedAt: string | null, now: Date) {
  const author = await db
    .selectFrom('authors')
    .select(['id', 'name'])
    .where('id', '=', post.author_id)
    .executeTakeFirst();
  if (!author) throw new UnknownAuthorError('Choose an author from the list');
  if (previousPublishedAt && Date.parse(previousPublishedAt) > now.getTime())
    previousPublishedAt = null;
  let publishedAt: string | null = null;
  if (post.status === 'scheduled') {
    publishedAt = fromIndiaLocalInput(post.scheduled_at);
  } else if (post.published_date) {
    publishedAt =
      previousPublishedAt && indiaDate(previousPublishedAt) === post.published_date
        ? previousPublishedAt
        : new Date(`${post.published_date}T00:00:00+05:30`).toISOString();
  } else if (post.status === 'published') {
    publishedAt = previousPublishedAt ?? now.toISOString();
  }
  const tags = parseTags(post.tags);
  const category = post.category || tags[0] || '';
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    featured_image: post.featured_image,
    author: author.name,
    author_id: author.id,
    category,
    categories: toJson(category ? [category] : []),
    tags: toJson(tags),
    status: post.status === 'draft' ? ('draft' as const) : ('published' as const),
    published_at: publishedAt,
    is_featured: post.is_featured ? 1 : 0,
    meta_title: post.meta_title || null,
    meta_description: post.meta_description || null,
    updated_at: now.toISOString(),
  };
}

export async function createPost(db: DB, post: BlogPostData, now = new Date()): Promise<string> {
  const id = randomUUID();
  const row = await toRow(db, post, null, now);
  await db
    .insertInto('blog_posts')
    .values({ id, ...row, view_count: 0, created_at: nowIso() })
    .execute();
  return id;
}

/** False when there is no such post. */
export async function updatePost(
  db: DB,
  id: string,
  post: BlogPostData,
  now = new Date(),
): Promise<boolean> {
  const existing = await db
    .selectFrom('blog_posts')
    .select('published_at')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!existing) return false;
  const row = await toRow(db, post, toIsoOrNull(existing.published_at), now);
  await db.updateTable('blog_posts').set(row).where('id', '=', id).execute();
  return true;
}

export async function deletePost(db: DB, id: string): Promise<boolean> {
  const result = await db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
