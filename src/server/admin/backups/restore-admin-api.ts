import 'server-only';

import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

import { formatLongDateTime } from '@/lib/dates';

import { recordAudit } from '../../audit-log/audit-log';
import { describeBackup } from '../../backups/backup-contents';
import { backupsFolder, BackupBusyError, takeBackup } from '../../backups/backup-store';
import { RestoreError, withUnpackedBackup } from '../../backups/backup-unpack';
import { restoreOverSite } from '../../backups/live-restore';
import { getBackupSettings } from '../../queries/backup-settings';
import { type Actor, createAdminGate, describeUser, json } from '../admin-gate';
import type { BackupsAdminDependencies } from './backups-admin-api';

// Restore from an uploaded backup, in two steps: the upload is checked whole and answered with what
// it holds (nothing changes); on the owner's word it is restored over the site, after a backup of
// the site as it is, taken once the site has stopped taking requests (live-restore.ts). One upload
// waits at a time, in the backups folder under a name no list shows.

const PENDING = /^\.restore-([0-9a-f-]{36})\.tar\.gz$/;
const pendingFile = (folder: string, id: string) => path.join(folder, `.restore-${id}.tar.gz`);
const titleOf = (takenAt: unknown) =>
  typeof takenAt === 'string' ? `Backup of ${formatLongDateTime(takenAt)}` : null;

export function createRestoreAdminApi(
  deps: BackupsAdminDependencies & { afterRestore: () => Promise<void> },
) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'backups');
  const folder = backupsFolder(deps.dataDir);

  const refused = async (actor: Actor, error: RestoreError, what: string) => {
    await recordAudit(db, {
      kind: 'write',
      userId: actor.user.id,
      actor: describeUser(actor.user),
      action: 'refused',
      target: `${what}: ${error.message}`,
      ipAddress: actor.ipAddress,
    });
    return json(422, { error: error.message });
  };

  const check = guarded(
    {
      audit: {
        result: (answer) => titleOf((answer.summary as { takenAt?: unknown })?.takenAt),
        action: 'checked for a restore',
      },
    },
    async (request, _params, actor) => {
      if (!request.body) return json(400, { error: 'Choose a backup file to upload.' });
      await dropPending(folder);
      const id = randomUUID();
      const file = pendingFile(folder, id);
      await fs.mkdir(folder, { recursive: true });
      await pipeline(
        Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>),
        createWriteStream(file),
      );
      try {
        const summary = await withUnpackedBackup(
          { archive: file, target: deps.target, name: 'The uploaded file' },
          describeBackup,
        );
        return json(200, { id, summary });
      } catch (error) {
        await fs.rm(file, { force: true });
        if (error instanceof RestoreError) return refused(actor, error, 'Uploaded backup');
        throw error;
      }
    },
  );

  const apply = guarded(
    {
      audit: {
        result: (answer) => titleOf((answer.restored as { takenAt?: unknown })?.takenAt),
        action: 'restored',
      },
    },
    async (_request, { id }: { id: string }, actor) => {
      const file = pendingFile(folder, id);
      const found = PENDING.test(path.basename(file)) && (await fs.stat(file).catch(() => null));
      if (!found)
        return json(404, { error: 'That upload is no longer here: upload the backup again.' });
      try {
        const { keep } = await getBackupSettings(db);
        let before = '';
        const restored = await restoreOverSite({
          archive: file,
          name: 'The backup',
          target: deps.target,
          db,
          dataDir: deps.dataDir,
          beforeReplace: async () => {
            before = (await takeBackup({ ...deps, keep })).name;
          },
        });
        await deps.afterRestore();
        return json(200, { restored, before });
      } catch (error) {
        if (error instanceof BackupBusyError) return json(409, { error: error.message });
        if (error instanceof RestoreError) return refused(actor, error, 'Backup');
        throw error;
      } finally {
        await fs.rm(file, { force: true });
      }
    },
  );

  return { check, apply };
}

/** Deletes uploads left waiting: a new upload replaces them. */
async function dropPending(folder: string): Promise<void> {
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((n) => PENDING.test(n)))
    await fs.rm(path.join(folder, name), { force: true });
}
