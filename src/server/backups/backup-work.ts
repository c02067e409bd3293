import 'server-only';

import { configuredTarget } from '../db/client';
import type { DB } from '../db/schema';
import { env } from '../env';
import { logger } from '../logger';
import { getBackupSettings } from '../queries/backup-settings';
import { every, type BackgroundWork } from '../runtime/background-work';
import { configuredBackupCopier } from './backup-copies';
import {
  backupsFolder,
  BackupBusyError,
  dailyBackupDue,
  newestBackupAt,
  takeBackup,
} from './backup-store';

/** Takes the daily backup once its hour has come (looked at every 5 minutes), keeping the newest. */
export function backupWork(getDb: () => DB): BackgroundWork {
  const name = 'daily backup';
  return {
    name,
    start: every(name, 5 * 60_000, async () => {
      const settings = await getBackupSettings(getDb());
      const last = await newestBackupAt(backupsFolder(env.DATA_DIR));
      if (!dailyBackupDue(settings, last, new Date())) return;
      try {
        const taken = await takeBackup({
          target: configuredTarget(),
          dataDir: env.DATA_DIR,
          keep: settings.keep,
          copy: configuredBackupCopier(),
        });
        logger.info({ backup: taken.name, bytes: taken.bytes }, 'daily backup taken');
        if (taken.copyFailed)
          logger.error(
            { backup: taken.name, reason: taken.copyFailed },
            'daily backup not copied to the bucket',
          );
      } catch (error) {
        // Taken from the admin at this moment: that one counts.
        if (!(error instanceof BackupBusyError)) throw error;
      }
    }),
  };
}
