import 'server-only';

import type { PostDraftFields } from '@/lib/validation/post-draft';

import type { DB } from '../db/client';
import { parseJson, toIso } from '../db/values';

// The draft copy autosave keeps of the editor's form: one per post, and 'new' for the create form.
// Saving the post (or discarding the copy) deletes it.

export const NEW_POST_DRAFT = 'new';

export type PostDraft = { fields: PostDraftFields; baseVersion: number | null; savedAt: string };

export async function saveDraft(
  db: DB,
  key: string,
  draft: { fields: PostDraftFields; baseVersion: number | null },
  now = new Date(),
): Promise<string> {
  const savedAt = now.toISOString();
  const values = { fields: JSON.stringify(draft.fields), base_version: draft.baseVersion };
  await db
    .insertInto('blog_post_drafts')
    .values({ draft_key: key, ...values, saved_at: savedAt })
    .onConflict((oc) => oc.column('draft_key').doUpdateSet({ ...values, saved_at: savedAt }))
    .execute();
  return savedAt;
}

export async function getDraft(db: DB, key: string): Promise<PostDraft | null> {
  const row = await db
    .selectFrom('blog_post_drafts')
    .selectAll()
    .where('draft_key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  return {
    fields: parseJson<PostDraftFields>(row.fields, {}),
    baseVersion: row.base_version,
    savedAt: toIso(row.saved_at),
  };
}

export async function deleteDraft(db: DB, key: string): Promise<void> {
  await db.deleteFrom('blog_post_drafts').where('draft_key', '=', key).execute();
}
