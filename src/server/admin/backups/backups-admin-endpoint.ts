import 'server-only';

import { configuredTarget, getDb } from '../../db/client';
import { env } from '../../env';
import { createBackupsAdminApi } from './backups-admin-api';

export const backupsAdminApi = createBackupsAdminApi({
  db: getDb(),
  target: configuredTarget(),
  dataDir: env.DATA_DIR,
});
