import 'server-only';

import { expireTags } from '../../cache/expire-tags';
import { getDb } from '../../db/client';
import { routingChanged } from '../../pipeline/routing-memory';
import { createTrashAdminApi } from './trash-admin-api';

export const trashAdminApi = createTrashAdminApi({
  db: getDb(),
  revalidate: expireTags,
  reloadRouting: () => routingChanged(getDb()),
});
