import 'server-only';

import { cacheTags } from '@/lib/cache-tags';
import { authorDeletionSchema, authorSchema } from '@/lib/validation/author';
import { countOf } from '@/lib/utils';

import type { DB } from '../../db/schema';
import {
  AuthorHasPostsError,
  createAuthor,
  deleteAuthor,
  getAuthorForEditing,
  isAuthorSlugTaken,
  UnknownSuccessorError,
  updateAuthor,
} from '../../queries/authors-admin';
import { createAdminGate, json, movedToTrash, readOnly, trashedRecord } from '../admin-gate';

export type AuthorsAdminDependencies = {
  db: DB;
  /** Expires the public pages' cached data, so the next request shows the change. */
  revalidate: (tags: string[]) => void;
  /** Tells every instance that routing changed (pipeline/routing-memory.ts). */
  reloadRouting: () => Promise<void>;
};

const slugTaken = () =>
  json(409, {
    error: 'That slug is already used by another author.',
    fieldErrors: { slug: ['That slug is already used by another author.'] },
  });

/** The authors admin's API: create, edit (a new slug keeps the old URL as a 301) and delete. */
export function createAuthorsAdminApi(deps: AuthorsAdminDependencies) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'content');
  const changed = async () => {
    deps.revalidate([cacheTags.authors, cacheTags.blogPosts]);
    await deps.reloadRouting();
  };

  const getAuthor = guarded(readOnly, async (_request, { id }: { id: string }) => {
    const author = await getAuthorForEditing(db, id);
    return author ? json(200, { author }) : json(404, { error: 'Author not found' });
  });

  const create = guarded(
    { schema: authorSchema, audit: { subject: (_params, data) => `Author ${data.name}` } },
    async (_request, _params, _actor, data) => {
      if (await isAuthorSlugTaken(db, data.slug)) return slugTaken();
      const id = await createAuthor(db, data);
      await changed();
      return json(201, { id });
    },
  );

  const update = guarded(
    {
      schema: authorSchema,
      audit: {
        before: async ({ id }: { id: string }) => {
          const author = await getAuthorForEditing(db, id);
          return author && { title: `Author ${author.name}`, values: author };
        },
      },
    },
    async (_request, { id }: { id: string }, _actor, data) => {
      if (await isAuthorSlugTaken(db, data.slug, id)) return slugTaken();
      if (!(await updateAuthor(db, id, data))) return json(404, { error: 'Author not found' });
      await changed();
      return json(200, { id });
    },
  );

  const remove = guarded(
    { schema: authorDeletionSchema, audit: trashedRecord(db) },
    async (_request, { id }: { id: string }, actor, data) => {
      let trashId: string | null;
      try {
        trashId = await deleteAuthor(db, id, data.successor_id, actor.user.name);
        if (!trashId) return json(404, { error: 'Author not found' });
      } catch (error) {
        if (error instanceof AuthorHasPostsError) {
          const message = `This author has ${countOf(error.posts, 'post')}: choose who takes them over.`;
          return json(409, { error: message, fieldErrors: { successor_id: [message] } });
        }
        if (error instanceof UnknownSuccessorError) {
          const message = 'Choose an author from the list.';
          return json(400, { error: message, fieldErrors: { successor_id: [message] } });
        }
        throw error;
      }
      await changed();
      return movedToTrash(trashId);
    },
  );

  return { getAuthor, create, update, remove };
}
