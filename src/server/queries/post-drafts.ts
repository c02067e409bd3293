import 'server-only';

import type { PostDraftFields } from '@/lib/validation/post-draft';

import type { DB } from '../db/schema';
import { toIso } from '../db/values';
import { jsonColumns, readJson } from '../db/json-columns';

// The draft copy autosave keeps of the editor's form: one per person and post, and 'new' for the
// create form, so no one reads or overwrites another's unsaved work. Saving the post (or
// discarding the copy) deletes the saver's copy; deleting the post deletes every copy of it.

export const NEW_POST_DRAFT = 'new';

const storedKey = (userId: string, key: string) => `${userId}|${key}`;

export type PostDraft = { fields: PostDraftFields; baseVersion: number | null; savedAt: string };

export async function saveDraft(
  db: DB,
  userId: string,
  key: string,
  draft: { fields: PostDraftFields; baseVersion: number | null },
  now = new Date(),
): Promise<string> {
  const savedAt = now.toISOString();
  const values = { fields: JSON.stringify(draft.fields), base_version: draft.baseVersion };
  await db
    .insertInto('blog_post_drafts')
    .values({ draft_key: storedKey(userId, key), ...values, saved_at: savedAt })
    .onConflict((oc) => oc.column('draft_key').doUpdateSet({ ...values, saved_at: savedAt }))
    .execute();
  return savedAt;
}

export async function getDraft(db: DB, userId: string, key: string): Promise<PostDraft | null> {
  const row = await db
    .selectFrom('blog_post_drafts')
    .selectAll()
    .where('draft_key', '=', storedKey(userId, key))
    .executeTakeFirst();
  if (!row) return null;
  return {
    fields: readJson(jsonColumns.draftFields, row.fields),
    baseVersion: row.base_version,
    savedAt: toIso(row.saved_at),
  };
}

export async function deleteDraft(db: DB, userId: string, key: string): Promise<void> {
  await db.deleteFrom('blog_post_drafts').where('draft_key', '=', storedKey(userId, key)).execute();
}

/** Every person's copy of a post's draft: the post is gone. */
export async function deletePostDrafts(db: DB, postId: string): Promise<void> {
  await db.deleteFrom('blog_post_drafts').where('draft_key', 'like', `%|${postId}`).execute();
}
