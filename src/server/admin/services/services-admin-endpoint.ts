import 'server-only';

import { expireTags } from '../../cache/expire-tags';
import { getDb } from '../../db/client';
import { routingChanged } from '../../pipeline/routing-memory';
import { createServicesAdminApi } from './services-admin-api';

export const servicesAdminApi = createServicesAdminApi({
  db: getDb(),
  revalidate: expireTags,
  reloadRouting: () => routingChanged(getDb()),
});
