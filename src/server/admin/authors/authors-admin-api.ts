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
import { createAdminGate, json, movedToTrash } from '../admin-gate';
import { auditSubject } from '../audit-subject';
import { trashTitle } from '../../queries/trash';

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

  const getAuthor = guarded<{ id: string }>(async (_request, { id }) => {
    const author = await getAuthorForEditing(db, id);
    return author ? json(200, { author }) : json(404, { error: 'Author not found' });
  });

  const create = guarded(
    { schema: authorSchema, subject: (data) => `Author ${data.name}` },
    async (_request, _params, _actor, data) => {
      if (await isAuthorSlugTaken(db, data.slug)) return slugTaken();
      const id = await createAuthor(db, data);
      await changed();
      return json(201, { id });
    },
  );

  const update = guarded(
    { schema: authorSchema },
    async (request, { id }: { id: string }, _actor, data) => {
      if (await isAuthorSlugTaken(db, data.slug, id)) return slugTaken();
      const before = await getAuthorForEditing(db, id);
      if (before) auditSubject(request, `Author ${before.name}`, before);
      if (!(await updateAuthor(db, id, data))) return json(404, { error: 'Author not found' });
      await changed();
      return json(200, { id });
    },
  );

  const remove = guarded(
    { schema: authorDeletionSchema },
    async (request, { id }: { id: string }, actor, data) => {
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
      auditSubject(request, (await trashTitle(db, trashId)) ?? `Author ${id}`);
      return movedToTrash(trashId);
    },
  );

  return { getAuthor, create, update, remove };
}
