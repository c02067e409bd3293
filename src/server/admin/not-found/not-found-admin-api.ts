import 'server-only';

import { notFoundResolveSchema } from '@/lib/validation/not-found';

import type { DB } from '../../db/schema';
import { markNotFoundResolved } from '../../queries/not-found-log';
import { createAdminGate, json } from '../admin-gate';
import { auditSubject } from '../audit-subject';

/** The 404 log's API: a path marked resolved by hand. */
export function createNotFoundAdminApi(deps: { db: DB }) {
  const { guarded } = createAdminGate(deps.db, 'content');

  const resolve = guarded(
    { schema: notFoundResolveSchema },
    async (request, _params, _actor, data) => {
      const { path } = data;
      auditSubject(request, `404 path ${path}`);
      if (!(await markNotFoundResolved(deps.db, path)))
        return json(404, { error: `${path} is not in the 404 log.` });
      return json(200, { path });
    },
  );

  return { resolve };
}
