import 'server-only';

import { randomUUID } from 'node:crypto';

import { postCategorySlug } from '@/content/blog';
import { fromIndiaLocalInput } from '@/lib/india-time';
import { parseTags, type BlogPostData } from '@/lib/validation/blog-post';

import type { DB } from '../db/schema';
import { nowIso, toIsoOrNull, toJson } from '../db/values';
import { indiaDate } from './blog-admin';
import { saveCaseStudyRow } from './case-studies';
import { deleteDraft, deletePostDrafts, NEW_POST_DRAFT } from './post-drafts';
import { keepRevision } from './post-revisions';
import { moveToTrash } from './trash';

// Saving a post: each save raises the post's version, names the version it started from (a save
// from a stale version is refused, never applied over the other), keeps a revision and clears the
// draft copy autosave kept.

export class UnknownAuthorError extends Error {}

/** Who saves: the name kept with the revision, and the account whose draft copy is done with. */
export type SaveBy = { savedBy: string; userId?: string; now?: Date };

export type UpdateOutcome =
  | { kind: 'saved'; version: number }
  | { kind: 'missing' }
  | { kind: 'conflict'; currentVersion: number };

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
  const firstPublished =
    previousPublishedAt && Date.parse(previousPublishedAt) <= now.getTime()
      ? previousPublishedAt
      : null;
  let publishedAt: string | null = null;
  if (post.status === 'scheduled') {
    publishedAt = fromIndiaLocalInput(post.scheduled_at);
  } else if (post.published_date) {
    publishedAt =
      firstPublished && indiaDate(firstPublished) === post.published_date
        ? firstPublished
        : new Date(`${post.published_date}T00:00:00+05:30`).toISOString();
  } else if (post.status === 'published') {
    publishedAt = firstPublished ?? now.toISOString();
  }
  const tags = parseTags(post.tags);
  // Without a category, a first tag that names one files the post under it.
  const category = post.category || postCategorySlug(tags[0] ?? '') || '';
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
    focus_keyphrase: post.focus_keyphrase || null,
    social_image: post.social_image || null,
    kind: post.kind,
    updated_at: now.toISOString(),
  };
}

export async function createPost(db: DB, post: BlogPostData, by: SaveBy): Promise<string> {
  const now = by.now ?? new Date();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const row = await toRow(trx, post, null, now);
    await trx
      .insertInto('blog_posts')
      .values({ id, ...row, view_count: 0, version: 1, created_at: nowIso() })
      .execute();
    await saveCaseStudyRow(trx, id, post);
    await keepRevision(trx, { postId: id, version: 1, savedBy: by.savedBy, fields: post, now });
    if (by.userId) await deleteDraft(trx, by.userId, NEW_POST_DRAFT);
  });
  return id;
}

/** Saves over `expectedVersion` only: the version the editor loaded. */
export async function updatePost(
  db: DB,
  id: string,
  post: BlogPostData,
  expectedVersion: number,
  by: SaveBy,
): Promise<UpdateOutcome> {
  const now = by.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<UpdateOutcome> => {
    const existing = await trx
      .selectFrom('blog_posts')
      .select(['published_at', 'version'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!existing) return { kind: 'missing' };
    if (existing.version !== expectedVersion)
      return { kind: 'conflict', currentVersion: existing.version };
    const row = await toRow(trx, post, toIsoOrNull(existing.published_at), now);
    const version = expectedVersion + 1;
    const result = await trx
      .updateTable('blog_posts')
      .set({ ...row, version })
      .where('id', '=', id)
      .where('version', '=', expectedVersion)
      .executeTakeFirst();
    // Another save got in between the read and this write (PostgreSQL, read committed).
    if (Number(result.numUpdatedRows) === 0)
      return { kind: 'conflict', currentVersion: expectedVersion + 1 };
    await saveCaseStudyRow(trx, id, post);
    await keepRevision(trx, { postId: id, version, savedBy: by.savedBy, fields: post, now });
    if (by.userId) await deleteDraft(trx, by.userId, id);
    return { kind: 'saved', version };
  });
}

/** Moves the post to the trash; returns the trash entry's id, or null when there is no post. */
export async function deletePost(db: DB, id: string, by?: string): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const trashId = await moveToTrash(trx, 'post', id, by);
    if (!trashId) return null;
    await deletePostDrafts(trx, id);
    await trx.deleteFrom('blog_posts').where('id', '=', id).execute();
    return trashId;
  });
}
