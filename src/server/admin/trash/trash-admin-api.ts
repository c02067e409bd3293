import 'server-only';

import { cacheTags } from '@/lib/cache-tags';

import type { DB } from '../../db/schema';
import {
  deleteFromTrash,
  emptyTrash,
  restoreFromTrash,
  trashKind,
  trashTitle,
} from '../../queries/trash';
import type { TrashKind } from '../../queries/trash-snapshots';
import { createAdminGate, forbidden, json, noStore, type Actor } from '../admin-gate';
import { trashKindsFor } from './trash-kinds-for';

export type TrashAdminDependencies = {
  db: DB;
  /** Expires the public pages' cached data, so the next request shows the change. */
  revalidate: (tags: string[]) => void;
  /** Tells every instance that routing changed (pipeline/routing-memory.ts). */
  reloadRouting: () => Promise<void>;
};

/** The public pages each kind of record appears on. */
const TAGS: Record<TrashKind, string[]> = {
  post: [cacheTags.blogPosts, cacheTags.authors],
  service: [cacheTags.services, cacheTags.cityPages],
  city: [cacheTags.cityPages],
  'city-page': [cacheTags.cityPages],
  author: [cacheTags.authors, cacheTags.blogPosts],
  testimonial: [cacheTags.testimonials],
  leadership: [cacheTags.team],
  faq: [cacheTags.faqs],
  redirect: [],
  enquiry: [],
};

/** The trash's API: restore an entry as it was, delete one for good, or empty the trash. */
export function createTrashAdminApi(deps: TrashAdminDependencies) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'content');
  // Any signed-in user passes the gate; each entry's kind says who may touch it (trashKindsFor).
  const byKind = { area: 'account' } as const;
  const refused = async (actor: Actor, trashId: string) => {
    const kinds = await trashKindsFor(db, actor.user.role);
    if (kinds.length === 0) return true;
    const kind = await trashKind(db, trashId);
    return kind !== null && !kinds.includes(kind);
  };

  const entryBefore = async ({ id }: { id: string }) => {
    const title = await trashTitle(db, id);
    return title ? { title: `${title}, from the trash` } : null;
  };

  const restore = guarded(
    { ...byKind, audit: { result: (answer) => String(answer.title), action: 'restored' } },
    async (_request, { id }: { id: string }, actor) => {
      if (await refused(actor, id)) return forbidden();
      const result = await restoreFromTrash(db, id);
      if (!result.ok) return json(result.status, { error: result.message });
      deps.revalidate(TAGS[result.kind]);
      await deps.reloadRouting();
      return json(200, { kind: result.kind, title: result.title });
    },
  );

  const remove = guarded(
    { ...byKind, audit: { before: entryBefore } },
    async (_request, { id }: { id: string }, actor) => {
      if (await refused(actor, id)) return forbidden();
      if (!(await deleteFromTrash(db, id))) return json(404, { error: 'Not in the trash' });
      return new Response(null, { status: 204, headers: noStore });
    },
  );

  const empty = guarded(
    { ...byKind, audit: { subject: () => 'Everything in the trash' } },
    async (_request, _params, actor) => {
      const kinds = await trashKindsFor(db, actor.user.role);
      if (kinds.length === 0) return forbidden();
      return json(200, { deleted: await emptyTrash(db, kinds) });
    },
  );

  return { restore, remove, empty };
}
