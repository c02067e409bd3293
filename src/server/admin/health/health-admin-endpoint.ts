import 'server-only';

import { getDb } from '../../db/client';
import { env } from '../../env';
import { createHealthAdminApi } from './health-admin-api';

// The crawl reads the site at its public address, as search engines do.
export const healthAdminApi = createHealthAdminApi({
  db: getDb(),
  origin: new URL(env.SITE_URL).origin,
});
