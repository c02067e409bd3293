import 'server-only';

import fs from 'node:fs/promises';
import path from 'node:path';

import type { DatabaseTarget } from '../db/client';
import type { DB } from '../db/schema';
import { logger } from '../logger';
import { requestGate } from '../runtime/gate.mjs';
import { UPLOADS_FOLDER } from '../uploads/uploads-folder';
import { describeBackup, type BackupSummary } from './backup-contents';
import { withUnpackedBackup } from './backup-unpack';
import { replacePostgresData } from './replace-postgres';
import { replaceSqliteData } from './replace-sqlite';

// Restores a backup over the running site: the archive is checked whole first (backup-unpack.ts,
// backup-contents.ts), and nothing changes until it passes. Then every new request is answered 503,
// the requests in flight finish, and only then is the safety backup taken (`beforeReplace`), so an
// enquiry the site answered as stored is in it (fourth attack, M4: taken before intake stopped, it
// missed what arrived meanwhile, and the restore then replaced it). Then the database's contents
// are replaced (brought up to this version's schema), then the uploads. Who is signed in here
// stays signed in when their account is in the backup. Other instances sharing a PostgreSQL
// database keep their own gates open: restore with one instance running.

/** How long a restore waits for the requests in flight once new ones are refused. */
const IN_FLIGHT_WAIT_MS = 15_000;

export async function restoreOverSite(options: {
  archive: string;
  /** What the owner called the file, for the messages. */
  name: string;
  target: DatabaseTarget;
  db: DB;
  dataDir: string;
  /** Runs once intake has stopped, before anything changes: the safety backup. */
  beforeReplace?: () => Promise<void>;
}): Promise<BackupSummary> {
  return withUnpackedBackup({ ...options, roomIn: options.dataDir }, async (backup) => {
    const summary = await describeBackup(backup);
    const incoming = path.join(options.dataDir, '.uploads-restoring');
    await fs.rm(incoming, { recursive: true, force: true });
    await fs.cp(path.join(backup.folder, UPLOADS_FOLDER), incoming, { recursive: true });
    const gate = requestGate();
    gate.restoring = true;
    try {
      await inFlightFinished(gate);
      await options.beforeReplace?.();
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

/**
 * Waits until no request is in flight but the restore's own (at most one: a restore run outside a
 * request has none), for at most IN_FLIGHT_WAIT_MS; one still running then is logged.
 */
async function inFlightFinished(gate: { active: number }): Promise<void> {
  const until = Date.now() + IN_FLIGHT_WAIT_MS;
  while (gate.active > 1 && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 20));
  if (gate.active > 1)
    logger.warn({ inFlight: gate.active - 1 }, 'restoring while requests are still in flight');
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
