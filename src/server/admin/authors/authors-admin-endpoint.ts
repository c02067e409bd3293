import 'server-only';

import { expireTags } from '../../cache/expire-tags';
import { getDb } from '../../db/client';
import { reloadRouting } from '../../http/renamed-slugs';
import { createAuthorsAdminApi } from './authors-admin-api';

export const authorsAdminApi = createAuthorsAdminApi({
  db: getDb(),
  revalidate: expireTags,
  reloadRouting: () => reloadRouting(getDb()),
});
