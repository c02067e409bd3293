import 'server-only';

import { revalidateTag } from 'next/cache';

import { getDb } from '../../db/client';
import { reloadRouting } from '../../http/renamed-slugs';
import { createAuthorsAdminApi } from './authors-admin-api';

export const authorsAdminApi = createAuthorsAdminApi({
  db: getDb(),
  // expire: 0: the next request renders fresh data instead of serving the stale page once.
  revalidate: (tags) => tags.forEach((tag) => revalidateTag(tag, { expire: 0 })),
  reloadRouting: () => reloadRouting(getDb()),
});
