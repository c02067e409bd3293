// npm run backup [-- FILE]: one archive of the database and the uploads, taken while the site runs
// (default backups/site-backup-<UTC time>.tar.gz). npm run restore -- FILE puts it back.
import path from 'node:path';

import { backupFileName, backupSite } from '@/server/backups/site-backup';
import { configuredTarget } from '@/server/db/client';
import { env } from '@/server/env';

const out = process.argv[2] ?? path.join('backups', backupFileName());
try {
  const manifest = await backupSite({ target: configuredTarget(), dataDir: env.DATA_DIR, out });
  console.log(`Backup written to ${out} (${manifest.engine}, ${manifest.uploads} uploads).`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
