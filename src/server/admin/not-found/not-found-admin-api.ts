import 'server-only';

import { notFoundResolveSchema } from '@/lib/validation/not-found';

import type { DB } from '../../db/schema';
import { markNotFoundResolved } from '../../queries/not-found-log';
import { createAdminGate, json } from '../admin-gate';

/** The 404 log's API: a path marked resolved by hand. */
export function createNotFoundAdminApi(deps: { db: DB }) {
  const { guarded } = createAdminGate(deps.db, 'content');

  const resolve = guarded(
    {
      schema: notFoundResolveSchema,
      audit: { subject: (_params, data) => `404 path ${data.path}` },
    },
    async (_request, _params, _actor, data) => {
      const { path } = data;
      if (!(await markNotFoundResolved(deps.db, path)))
        return json(404, { error: `${path} is not in the 404 log.` });
      return json(200, { path });
    },
  );

  return { resolve };
}
