import 'server-only';

import { z } from 'zod';

import { cacheTags } from '@/lib/cache-tags';
import { blogPostSchema, postStatusSchema, postVersionSchema } from '@/lib/validation/blog-post';

import type { DB } from '../../db/schema';
import { renderMarkdown } from '../../markdown/render-markdown';
import { getPostForEditing, isSlugTaken } from '../../queries/blog-admin';
import { recordMedia } from '../../queries/media';
import { getDraft } from '../../queries/post-drafts';
import { createPost, deletePost, UnknownAuthorError, updatePost } from '../../queries/post-writes';
import { BodyTooLargeError, readLimitedBytes } from '../../http/read-body';
import {
  MAX_UPLOAD_REQUEST_BYTES,
  storeUploadedImage,
  UploadError,
} from '../../uploads/store-image';
import type { UploadStorage } from '../../uploads/upload-storage';
import { createAdminGate, json, movedToTrash, readOnly, trashedRecord } from '../admin-gate';
import type { Answer } from '../audit-log-subject';
import { caseStudyProblem } from '../case-studies/case-study-checks';
import {
  outcomeResponse,
  postNotFound,
  slugTaken,
  unknownAuthor,
} from '../post-editor/post-save-responses';

export type BlogAdminDependencies = {
  db: DB;
  uploads: UploadStorage;
  /** Expires the public pages' cached blog data, so the next request shows the change. */
  revalidate: (tags: string[]) => void;
};

const previewSchema = z.object({ content: z.string().max(200_000) });

/** The blog side of the admin API: posts, uploads and the markdown preview. */
/** An upload names the image by the address it is served at. */
const uploadedImage = (answer: Answer) =>
  typeof answer.url === 'string' ? `Image ${answer.url}` : null;

export function createBlogAdminApi(deps: BlogAdminDependencies) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'content');
  const changed = () =>
    deps.revalidate([cacheTags.blogPosts, cacheTags.authors, cacheTags.caseStudies]);

  /** The post, and the draft copy autosave kept when it is newer than the last save. */
  const getPost = guarded(readOnly, async (_request, { id }: { id: string }, actor) => {
    const post = await getPostForEditing(db, id);
    if (!post) return postNotFound();
    const draft = await getDraft(db, actor.user.id, id);
    // A save deletes the draft copies, so one kept from the save's own millisecond came after it.
    const newer = draft && draft.savedAt >= post.updatedAt ? draft : null;
    return json(200, { post, draft: newer });
  });

  const create = guarded(
    { schema: blogPostSchema, audit: { subject: (_params, data) => `Blog post ${data.title}` } },
    async (_request, _params, actor, data) => {
      if (await isSlugTaken(db, data.slug)) return slugTaken();
      const problem = await caseStudyProblem(db, data);
      if (problem) return problem;
      try {
        const id = await createPost(db, data, {
          savedBy: actor.user.name,
          userId: actor.user.id,
        });
        changed();
        return json(201, { id });
      } catch (error) {
        if (error instanceof UnknownAuthorError) return unknownAuthor();
        throw error;
      }
    },
  );

  /** A post as it was: its title, and its fields for the entry's list of what changed. */
  const postBefore = {
    before: async ({ id }: { id: string }) => {
      const post = await getPostForEditing(db, id);
      return post && { title: `Blog post ${post.title}`, values: post };
    },
  };

  const update = guarded(
    { schema: blogPostSchema.and(postVersionSchema), audit: postBefore },
    async (_request, { id }: { id: string }, actor, data) => {
      const { version, ...post } = data;
      if (await isSlugTaken(db, post.slug, id)) return slugTaken();
      const problem = await caseStudyProblem(db, post);
      if (problem) return problem;
      try {
        const outcome = await updatePost(db, id, post, version, {
          savedBy: actor.user.name,
          userId: actor.user.id,
        });
        if (outcome.kind === 'saved') changed();
        return outcomeResponse(id, outcome);
      } catch (error) {
        if (error instanceof UnknownAuthorError) return unknownAuthor();
        throw error;
      }
    },
  );

  /** Publishes a post as it is (a scheduled one at once) or makes it a draft: a saved revision. */
  const setStatus = guarded(
    { schema: postStatusSchema, audit: postBefore },
    async (_request, { id }: { id: string }, actor, data) => {
      const post = await getPostForEditing(db, id);
      if (!post) return postNotFound();
      const { version, updatedAt: _updatedAt, id: _id, ...fields } = post;
      const status = data.status;
      const complete = blogPostSchema.safeParse({ ...fields, status, scheduled_at: '' });
      if (!complete.success || (await caseStudyProblem(db, complete.data)))
        return json(400, { error: `Open “${post.title}” to complete it before publishing.` });
      const outcome = await updatePost(db, id, complete.data, version, {
        savedBy: actor.user.name,
        userId: actor.user.id,
      });
      if (outcome.kind === 'saved') changed();
      return outcomeResponse(id, outcome);
    },
  );

  const remove = guarded(
    { audit: trashedRecord(db) },
    async (_request, { id }: { id: string }, actor) => {
      const trashId = await deletePost(db, id, actor.user.name);
      if (!trashId) return postNotFound();
      changed();
      return movedToTrash(trashId);
    },
  );

  const upload = guarded({ audit: { result: uploadedImage } }, async (request, _params, actor) => {
    let body: Buffer;
    try {
      // Room for the multipart envelope around the image.
      body = await readLimitedBytes(request, MAX_UPLOAD_REQUEST_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        return json(413, { error: 'Images must be 5 MB or smaller.' });
      throw error;
    }
    let file: FormDataEntryValue | null;
    try {
      const contentType = request.headers.get('content-type') ?? '';
      file = (
        await new Response(new Uint8Array(body), {
          headers: { 'content-type': contentType },
        }).formData()
      ).get('file');
    } catch {
      return json(400, { error: 'Send the image as multipart form data in a field named file.' });
    }
    if (!(file instanceof File))
      return json(400, { error: 'Send the image as multipart form data in a field named file.' });
    try {
      const stored = await storeUploadedImage(Buffer.from(await file.arrayBuffer()), deps.uploads);
      // Into the media library, where it can be found, described and chosen again.
      await recordMedia(db, { ...stored, originalName: file.name, uploadedBy: actor.user.name });
      return json(201, stored);
    } catch (error) {
      if (error instanceof UploadError) return json(error.status, { error: error.message });
      throw error;
    }
  });

  const preview = guarded(
    { schema: previewSchema, audit: false },
    async (_request, _params, _actor, data) => {
      const { html, toc, readingMinutes } = renderMarkdown(data.content);
      return json(200, { html, toc, readingMinutes });
    },
  );

  return { getPost, create, update, setStatus, remove, upload, preview };
}
