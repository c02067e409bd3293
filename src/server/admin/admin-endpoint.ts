import 'server-only';

import { getDb } from '../db/client';
import { env } from '../env';
import { createAdminApi } from './admin-api';

export const adminApi = createAdminApi({
  db: getDb(),
  secureCookies: env.SITE_URL.startsWith('https://'),
  loginThrottle: { perAddress: 5, overall: 50, windowSeconds: 15 * 60, brakeDelayMs: 2000 },
});
