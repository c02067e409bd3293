import 'server-only';

import { getDb } from '../../db/client';
import { env } from '../../env';
import { reloadRouting } from '../../http/renamed-slugs';
import { reloadRedirects } from '../../redirects/redirect-memory';
import { createRedirectsAdminApi } from './redirects-admin-api';

export const redirectsAdminApi = createRedirectsAdminApi({
  db: getDb(),
  reloadRedirects: () => reloadRedirects(getDb()),
  siteOrigin: env.SITE_URL,
  reloadRouting: () => reloadRouting(getDb()),
});
