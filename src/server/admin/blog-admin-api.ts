import 'server-only';

import { z } from 'zod';

import { cacheTags } from '@/lib/cache-tags';
import { blogPostSchema } from '@/lib/validation/blog-post';

import type { DB } from '../db/client';
import { renderMarkdown } from '../markdown/render-markdown';
import {
  createPost,
  deletePost,
  getPostForEditing,
  isSlugTaken,
  UnknownAuthorError,
  updatePost,
} from '../queries/blog-admin';
import { BodyTooLargeError, readLimitedBytes } from '../contact/read-body';
import { MAX_UPLOAD_BYTES, storeUploadedImage, UploadError } from '../uploads/store-image';
import { createAdminGate, json, noStore } from './admin-gate';

export type BlogAdminDependencies = {
  db: DB;
  uploadsDir: string;
  /** Expires the public pages' cached blog data, so the next request shows the change. */
  revalidate: (tags: string[]) => void;
};

const previewSchema = z.object({ content: z.string().max(200_000) });

/** The blog side of the admin API: posts, uploads and the markdown preview. */
export function createBlogAdminApi(deps: BlogAdminDependencies) {
  const { db } = deps;
  const { guarded, readJson } = createAdminGate(db);
  const changed = () => deps.revalidate([cacheTags.blogPosts, cacheTags.authors]);

  const slugTaken = () =>
    json(409, {
      error: 'That slug is already used by another post.',
      fieldErrors: { slug: ['That slug is already used by another post.'] },
    });
  const unknownAuthor = () =>
    json(400, {
      error: 'Choose an author from the list.',
      fieldErrors: { author_id: ['Choose an author from the list.'] },
    });

  const getPost = guarded<{ id: string }>(async (_request, { id }) => {
    const post = await getPostForEditing(db, id);
    return post ? json(200, { post }) : json(404, { error: 'Blog post not found' });
  });

  const create = guarded<object>(async (request) => {
    const parsed = await readJson(request, blogPostSchema);
    if (parsed.response) return parsed.response;
    if (await isSlugTaken(db, parsed.data.slug)) return slugTaken();
    try {
      const id = await createPost(db, parsed.data);
      changed();
      return json(201, { id });
    } catch (error) {
      if (error instanceof UnknownAuthorError) return unknownAuthor();
      throw error;
    }
  });

  const update = guarded<{ id: string }>(async (request, { id }) => {
    const parsed = await readJson(request, blogPostSchema);
    if (parsed.response) return parsed.response;
    if (await isSlugTaken(db, parsed.data.slug, id)) return slugTaken();
    try {
      if (!(await updatePost(db, id, parsed.data)))
        return json(404, { error: 'Blog post not found' });
    } catch (error) {
      if (error instanceof UnknownAuthorError) return unknownAuthor();
      throw error;
    }
    changed();
    return json(200, { id });
  });

  const remove = guarded<{ id: string }>(async (_request, { id }) => {
    if (!(await deletePost(db, id))) return json(404, { error: 'Blog post not found' });
    changed();
    return new Response(null, { status: 204, headers: noStore });
  });

  const upload = guarded<object>(async (request) => {
    let body: Buffer;
    try {
      // Room for the multipart envelope around the image.
      body = await readLimitedBytes(request, MAX_UPLOAD_BYTES + 64 * 1024);
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
      return json(
        201,
        await storeUploadedImage(Buffer.from(await file.arrayBuffer()), deps.uploadsDir),
      );
    } catch (error) {
      if (error instanceof UploadError) return json(error.status, { error: error.message });
      throw error;
    }
  });

  const preview = guarded<object>(async (request) => {
    const parsed = await readJson(request, previewSchema);
    if (parsed.response) return parsed.response;
    const { html, toc, readingMinutes } = renderMarkdown(parsed.data.content);
    return json(200, { html, toc, readingMinutes });
  });

  return { getPost, create, update, remove, upload, preview };
}
