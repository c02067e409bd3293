import 'server-only';

import { expireTags } from '../../cache/expire-tags';
import { getDb } from '../../db/client';
import { reloadRouting } from '../../http/renamed-slugs';
import { createServicesAdminApi } from './services-admin-api';

export const servicesAdminApi = createServicesAdminApi({
  db: getDb(),
  revalidate: expireTags,
  reloadRouting: () => reloadRouting(getDb()),
});
