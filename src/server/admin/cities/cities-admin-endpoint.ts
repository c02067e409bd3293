import 'server-only';

import { expireTags } from '../../cache/expire-tags';
import { getDb } from '../../db/client';
import { reloadRouting } from '../../http/renamed-slugs';
import { createCitiesAdminApi } from './cities-admin-api';

export const citiesAdminApi = createCitiesAdminApi({
  db: getDb(),
  revalidate: expireTags,
  reloadRouting: () => reloadRouting(getDb()),
});
