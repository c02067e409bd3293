import 'server-only';

import type { BackupScheduleInput } from '@/lib/validation/backup-schedule';

import { backupsFolder, listBackups, newestBackupAt } from '../../backups/backup-store';
import { getDb } from '../../db/client';
import { env } from '../../env';
import { getBackupSettings } from '../../queries/backup-settings';
import { configuredS3 } from '../../uploads/configured-storage';

/**
 * The backups screen: the backups kept here, newest first, the daily schedule, and whether the
 * site's keys come from APP_SECRET (else generated and kept in the database, never in a backup).
 */
export async function loadBackups() {
  const [backups, settings] = await Promise.all([
    listBackups(backupsFolder(env.DATA_DIR)),
    getBackupSettings(getDb()),
  ]);
  const schedule: BackupScheduleInput = {
    daily: settings.daily,
    hour: String(settings.hour),
    keep: String(settings.keep),
  };
  return {
    backups,
    schedule,
    bucket: configuredS3()?.bucket ?? null,
    keysFromSecret: Boolean(env.APP_SECRET),
  };
}

/** When the newest backup kept here was taken; null before the first. */
export async function lastBackupAt(): Promise<string | null> {
  return newestBackupAt(backupsFolder(env.DATA_DIR));
}
