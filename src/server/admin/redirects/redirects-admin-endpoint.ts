import 'server-only';

import { getDb } from '../../db/client';
import { env } from '../../env';
import { routingChanged } from '../../pipeline/routing-memory';
import { createRedirectsAdminApi } from './redirects-admin-api';

export const redirectsAdminApi = createRedirectsAdminApi({
  db: getDb(),
  siteOrigin: env.SITE_URL,
  reloadRouting: () => routingChanged(getDb()),
});
