import 'server-only';

import { blogPostSchema, postVersionSchema } from '@/lib/validation/blog-post';
import { postDraftSchema } from '@/lib/validation/post-draft';

import type { DB } from '../../db/schema';
import { getPostForEditing, isSlugTaken } from '../../queries/blog-admin';
import { deleteDraft, getDraft, NEW_POST_DRAFT, saveDraft } from '../../queries/post-drafts';
import { getRevision, listRevisions } from '../../queries/post-revisions';
import { UnknownAuthorError, updatePost } from '../../queries/post-writes';
import { createAdminGate, json, noStore, readOnly } from '../admin-gate';
import { caseStudyProblem } from '../case-studies/case-study-checks';
import { outcomeResponse, postNotFound, slugTaken, unknownAuthor } from './post-save-responses';

export type PostEditorDependencies = {
  db: DB;
  /** Expires the public pages' cached blog data. */
  changed: () => void;
};

const revisionNotFound = () => json(404, { error: 'Revision not found' });

/** The editor's revisions (list, read, restore) and its autosaved draft copy. */
const NOT_AUDITED = { audit: false } as const;

export function createPostEditorApi(deps: PostEditorDependencies) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'content');
  const postExists = async (id: string) =>
    (await db.selectFrom('blog_posts').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined;

  const revisions = guarded(readOnly, async (_request, { id }: { id: string }) => {
    if (!(await postExists(id))) return postNotFound();
    return json(200, { revisions: await listRevisions(db, id) });
  });

  type RevisionParams = { id: string; revisionId: string };
  const revision = guarded(readOnly, async (_request, params: RevisionParams) => {
    const found = await getRevision(db, params.id, params.revisionId);
    return found ? json(200, { revision: found }) : revisionNotFound();
  });

  /** A revision's text over the post's current publishing state, saved as a new version. */
  const postBefore = async ({ id }: RevisionParams) => {
    const post = await getPostForEditing(db, id);
    return post && { title: `Blog post ${post.title}` };
  };

  const restore = guarded(
    { schema: postVersionSchema, audit: { before: postBefore, action: 'restored a revision of' } },
    async (_request, params: RevisionParams, actor, data) => {
      const [current, found] = await Promise.all([
        getPostForEditing(db, params.id),
        getRevision(db, params.id, params.revisionId),
      ]);
      if (!current) return postNotFound();
      if (!found) return revisionNotFound();
      const { status, scheduled_at, published_date, is_featured } = current;
      const merged = blogPostSchema.safeParse({
        ...found.fields,
        ...{ status, scheduled_at, published_date, is_featured },
      });
      if (!merged.success)
        return json(400, {
          error: 'This revision cannot be restored as it is: open it in the editor and save it.',
        });
      if (await isSlugTaken(db, merged.data.slug, params.id)) return slugTaken();
      const problem = await caseStudyProblem(db, merged.data);
      if (problem) return problem;
      try {
        const outcome = await updatePost(db, params.id, merged.data, data.version, {
          savedBy: actor.user.name,
          userId: actor.user.id,
        });
        if (outcome.kind === 'saved') deps.changed();
        return outcomeResponse(params.id, outcome);
      } catch (error) {
        if (error instanceof UnknownAuthorError) return unknownAuthor();
        throw error;
      }
    },
  );

  const draftKeyExists = async (key: string) => key === NEW_POST_DRAFT || postExists(key);

  const readDraft = guarded(readOnly, async (_request, { key }: { key: string }, actor) => {
    if (!(await draftKeyExists(key))) return postNotFound();
    return json(200, { draft: await getDraft(db, actor.user.id, key) });
  });

  const writeDraft = guarded(
    { schema: postDraftSchema, ...NOT_AUDITED },
    async (_request, { key }: { key: string }, actor, data) => {
      if (!(await draftKeyExists(key))) return postNotFound();
      const savedAt = await saveDraft(db, actor.user.id, key, {
        fields: data.fields,
        baseVersion: data.base_version,
      });
      return json(200, { savedAt });
    },
  );

  const discardDraft = guarded(NOT_AUDITED, async (_request, { key }: { key: string }, actor) => {
    await deleteDraft(db, actor.user.id, key);
    return new Response(null, { status: 204, headers: noStore });
  });

  return { revisions, revision, restore, readDraft, writeDraft, discardDraft };
}
