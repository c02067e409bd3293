import 'server-only';

import { expireTags } from '../../cache/expire-tags';
import { getDb } from '../../db/client';
import { routingChanged } from '../../pipeline/routing-memory';
import { createCitiesAdminApi } from './cities-admin-api';

export const citiesAdminApi = createCitiesAdminApi({
  db: getDb(),
  revalidate: expireTags,
  reloadRouting: () => routingChanged(getDb()),
});
