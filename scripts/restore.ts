// npm run restore -- FILE: restores a backup of npm run backup into an empty data folder (SQLite)
// or an empty database (DATABASE_URL), uploads included. Start the site afterwards.
import { restoreSite } from '@/server/backups/site-restore';
import { configuredTarget } from '@/server/db/client';
import { env } from '@/server/env';

const archive = process.argv[2];
if (!archive) {
  console.error('Usage: npm run restore -- FILE');
  process.exitCode = 2;
} else {
  try {
    const manifest = await restoreSite({
      archive,
      target: configuredTarget(),
      dataDir: env.DATA_DIR,
    });
    console.log(
      `Restored the backup of ${manifest.createdAt} (${manifest.engine}, ${manifest.uploads} uploads).`,
    );
  } catch (error) {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
