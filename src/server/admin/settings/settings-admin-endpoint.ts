import 'server-only';

import { expireTags } from '../../cache/expire-tags';
import { getDb } from '../../db/client';
import { createSettingsAdminApi } from './settings-admin-api';

export const settingsAdminApi = createSettingsAdminApi({
  db: getDb(),
  revalidate: expireTags,
});
