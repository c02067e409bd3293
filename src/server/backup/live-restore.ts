import 'server-only';

import fs from 'node:fs/promises';
import path from 'node:path';

import type { DatabaseTarget } from '../db/client';
import type { DB } from '../db/schema';
import { requestGate } from '../pipeline/gate.mjs';
import { UPLOADS_FOLDER } from '../uploads/uploads-folder';
import { describeBackup, type BackupSummary } from './backup-contents';
import { withUnpackedBackup } from './backup-unpack';
import { replacePostgresData } from './replace-postgres';
import { replaceSqliteData } from './replace-sqlite';

// Restores a backup over the running site: the archive is checked whole first (backup-unpack.ts,
// backup-contents.ts), and nothing changes until it passes. Then, with every new request answered
// 503, the database's contents are replaced (brought up to this version's schema), then the
// uploads. Who is signed in here stays signed in when their account is in the backup.

export async function restoreOverSite(options: {
  archive: string;
  /** What the owner called the file, for the messages. */
  name: string;
  target: DatabaseTarget;
  db: DB;
  dataDir: string;
}): Promise<BackupSummary> {
  return withUnpackedBackup({ ...options, roomIn: options.dataDir }, async (backup) => {
    const summary = await describeBackup(backup);
    const incoming = path.join(options.dataDir, '.uploads-restoring');
    await fs.rm(incoming, { recursive: true, force: true });
    await fs.cp(path.join(backup.folder, UPLOADS_FOLDER), incoming, { recursive: true });
    const gate = requestGate();
    gate.restoring = true;
    try {
      if (options.target.kind === 'sqlite')
        await replaceSqliteData(backup.folder, options.target.file);
      else await replacePostgresData(backup.folder, options.target.url, options.db);
      await swapFolder(incoming, path.join(options.dataDir, UPLOADS_FOLDER));
    } finally {
      gate.restoring = false;
      await fs.rm(incoming, { recursive: true, force: true });
    }
    return summary;
  });
}

/** Puts `incoming` where `live` was, in two renames; the old folder is deleted after. */
async function swapFolder(incoming: string, live: string): Promise<void> {
  const old = `${path.dirname(live)}/.uploads-before-restore`;
  await fs.rm(old, { recursive: true, force: true });
  await fs.rename(live, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await fs.rename(incoming, live);
  await fs.rm(old, { recursive: true, force: true });
}
