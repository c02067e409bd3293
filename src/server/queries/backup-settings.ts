import 'server-only';

import { z } from 'zod';

import type { DB } from '../db/schema';
import { readSetting, writeSetting } from './site-settings';

const backupSettingsSchema = z.object({
  daily: z.boolean(),
  /** India time, 0-23. */
  hour: z.number().int().min(0).max(23),
  keep: z.number().int().min(1).max(60),
});
export type BackupSettings = z.infer<typeof backupSettingsSchema>;

const BACKUP_SETTING = 'backups';
/** Every night at 2 in India, a fortnight kept: as docs/operations.md's cron line did. */
const defaults: BackupSettings = { daily: true, hour: 2, keep: 14 };

export const getBackupSettings = (db: DB): Promise<BackupSettings> =>
  readSetting(db, BACKUP_SETTING, backupSettingsSchema, defaults);

export const saveBackupSettings = (db: DB, settings: BackupSettings): Promise<void> =>
  writeSetting(db, BACKUP_SETTING, settings);
