import 'server-only';

import { expireTags } from '../../cache/expire-tags';
import { getDb } from '../../db/client';
import { routingChanged } from '../../pipeline/routing-memory';
import { createAuthorsAdminApi } from './authors-admin-api';

export const authorsAdminApi = createAuthorsAdminApi({
  db: getDb(),
  revalidate: expireTags,
  reloadRouting: () => routingChanged(getDb()),
});
