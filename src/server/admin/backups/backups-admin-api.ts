import 'server-only';

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

import { backupScheduleSchema } from '@/lib/validation/backup-schedule';

import {
  backupsFolder,
  BackupBusyError,
  isBackupName,
  takeBackup,
} from '../../backups/backup-store';
import type { BackupCopier } from '../../backups/backup-copies';
import type { DatabaseTarget } from '../../db/client';
import type { DB } from '../../db/schema';
import { getBackupSettings, saveBackupSettings } from '../../queries/backup-settings';
import { createAdminGate, json, readOnly } from '../admin-gate';

export type BackupsAdminDependencies = {
  db: DB;
  target: DatabaseTarget;
  dataDir: string;
  /** Copies each backup away (to the S3 bucket) when one is configured. */
  copy?: BackupCopier;
};

/** The backups' API, the owner's alone: back up now, download one, and the daily schedule. */
export function createBackupsAdminApi(deps: BackupsAdminDependencies) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'backups');
  const folder = backupsFolder(deps.dataDir);

  const backUpNow = guarded(
    {
      audit: {
        result: (answer) => (typeof answer.name === 'string' ? `Backup ${answer.name}` : null),
        action: 'taken',
      },
    },
    async () => {
      try {
        const { keep } = await getBackupSettings(db);
        const taken = await takeBackup({ ...deps, keep });
        return json(201, taken);
      } catch (error) {
        if (error instanceof BackupBusyError) return json(409, { error: error.message });
        throw error;
      }
    },
  );

  const download = guarded(readOnly, async (_request, { name }: { name: string }) => {
    const file = path.join(folder, name);
    const found = isBackupName(name) && (await stat(file).catch(() => null));
    if (!found) return json(404, { error: 'There is no such backup.' });
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
      headers: {
        'Content-Type': 'application/gzip',
        'Content-Length': String(found.size),
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'no-store',
      },
    });
  });

  const scheduleBefore = async () => {
    const settings = await getBackupSettings(db);
    return {
      title: 'Backup schedule',
      values: { ...settings, hour: String(settings.hour), keep: String(settings.keep) },
    };
  };

  const saveSchedule = guarded(
    { schema: backupScheduleSchema, audit: { before: scheduleBefore } },
    async (_request, _params, _actor, data) => {
      await saveBackupSettings(db, {
        daily: data.daily,
        hour: Number(data.hour),
        keep: Number(data.keep),
      });
      return json(200, { saved: true });
    },
  );

  return { backUpNow, download, saveSchedule };
}
