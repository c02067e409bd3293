import 'server-only';

import { cacheTags } from '@/lib/cache-tags';

import { configuredBackupCopier } from '../../backups/backup-copies';
import { expireTags } from '../../cache/expire-tags';
import { configuredTarget, getDb } from '../../db/client';
import { env } from '../../env';
import { routingChanged } from '../../pipeline/routing-memory';
import { forgetStoredSecrets } from '../../secrets';
import { createBackupsAdminApi } from './backups-admin-api';
import { createRestoreAdminApi } from './restore-admin-api';

const deps = {
  db: getDb(),
  target: configuredTarget(),
  dataDir: env.DATA_DIR,
  copy: configuredBackupCopier(),
};

export const backupsAdminApi = createBackupsAdminApi(deps);

export const restoreAdminApi = createRestoreAdminApi({
  ...deps,
  // Everything may have changed: every cached page and list, the routing, the stored secrets.
  afterRestore: async () => {
    forgetStoredSecrets(getDb());
    expireTags(Object.values(cacheTags));
    await routingChanged(getDb());
  },
});
