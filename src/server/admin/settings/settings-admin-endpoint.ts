import 'server-only';

import { revalidateTag } from 'next/cache';

import { getDb } from '../../db/client';
import { createSettingsAdminApi } from './settings-admin-api';

export const settingsAdminApi = createSettingsAdminApi({
  db: getDb(),
  // expire: 0: the next request renders fresh data instead of serving the stale page once.
  revalidate: (tags) => tags.forEach((tag) => revalidateTag(tag, { expire: 0 })),
});
