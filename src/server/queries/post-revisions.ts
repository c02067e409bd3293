import 'server-only';

import { randomUUID } from 'node:crypto';

import { postCategorySlug } from '@/content/blog';
import { emptyBlogPost, type BlogPostData } from '@/lib/validation/blog-post';
import type { PostDraftFields } from '@/lib/validation/post-draft';

import type { DB } from '../db/schema';
import { jsonColumns, readJson } from '../db/json-columns';
import { toIso } from '../db/values';

// The revisions every save of a post keeps: who, when, and the editor's fields as saved.

export const REVISIONS_KEPT = 50;

export type RevisionSummary = {
  id: string;
  version: number;
  savedBy: string;
  savedAt: string;
};

export type Revision = RevisionSummary & { fields: BlogPostData };

/** Keeps a save as a revision and drops the oldest beyond the last 50. Run inside the save's transaction. */
export async function keepRevision(
  db: DB,
  revision: { postId: string; version: number; savedBy: string; fields: BlogPostData; now: Date },
): Promise<void> {
  await db
    .insertInto('blog_post_revisions')
    .values({
      id: randomUUID(),
      post_id: revision.postId,
      version: revision.version,
      saved_by: revision.savedBy,
      saved_at: revision.now.toISOString(),
      fields: JSON.stringify(revision.fields),
    })
    .execute();
  await db
    .deleteFrom('blog_post_revisions')
    .where('post_id', '=', revision.postId)
    .where('version', '<=', revision.version - REVISIONS_KEPT)
    .execute();
}

/** Newest first. */
export async function listRevisions(db: DB, postId: string): Promise<RevisionSummary[]> {
  const rows = await db
    .selectFrom('blog_post_revisions')
    .select(['id', 'version', 'saved_by', 'saved_at'])
    .where('post_id', '=', postId)
    .orderBy('version', 'desc')
    .limit(REVISIONS_KEPT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    savedBy: r.saved_by,
    savedAt: toIso(r.saved_at),
  }));
}

/**
 * A kept revision as the form takes it: a field added since it was kept is empty, and a category
 * kept by its name (before categories were stored by slug) is its slug.
 */
function revisionFields(fields: PostDraftFields): BlogPostData {
  const category = postCategorySlug(fields.category ?? '') ?? '';
  return { ...emptyBlogPost, ...fields, category } as BlogPostData;
}

export async function getRevision(
  db: DB,
  postId: string,
  revisionId: string,
): Promise<Revision | null> {
  const row = await db
    .selectFrom('blog_post_revisions')
    .selectAll()
    .where('post_id', '=', postId)
    .where('id', '=', revisionId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    version: row.version,
    savedBy: row.saved_by,
    savedAt: toIso(row.saved_at),
    fields: revisionFields(readJson(jsonColumns.revisionFields, row.fields, row.id)),
  };
}
