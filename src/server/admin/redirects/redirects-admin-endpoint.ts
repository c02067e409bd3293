import 'server-only';

import { getDb } from '../../db/client';
import { reloadRedirects } from '../../redirects/redirect-memory';
import { createRedirectsAdminApi } from './redirects-admin-api';

export const redirectsAdminApi = createRedirectsAdminApi({
  db: getDb(),
  reloadRedirects: () => reloadRedirects(getDb()),
});
