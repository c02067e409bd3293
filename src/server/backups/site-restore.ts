import 'server-only';

import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

import pg from 'pg';

import type { DatabaseTarget } from '../db/client';
import { UPLOADS_FOLDER } from '../uploads/uploads-folder';
import { RestoreError, withUnpackedBackup } from './backup-unpack';
import type { BackupManifest } from './site-backup';

const run = promisify(execFile);

/**
 * Restores an archive of backupSite into an empty data folder (SQLite) or an empty database
 * (PostgreSQL), uploads included. Never over existing data: that is refused with the reason.
 */
export async function restoreSite(options: {
  archive: string;
  target: DatabaseTarget;
  dataDir: string;
}): Promise<BackupManifest> {
  return withUnpackedBackup({ ...options, roomIn: options.dataDir }, async (backup) => {
    const uploads = path.join(options.dataDir, UPLOADS_FOLDER);
    if ((await fs.readdir(uploads).catch(() => [])).length > 0)
      throw new RestoreError(`${uploads} is not empty: restore into an empty data folder.`);
    if (options.target.kind === 'sqlite') await restoreSqlite(backup.folder, options.target.file);
    else await restorePostgres(backup.folder, options.target.url);
    await fs.mkdir(uploads, { recursive: true });
    await fs.cp(path.join(backup.folder, UPLOADS_FOLDER), uploads, { recursive: true });
    return backup.manifest;
  });
}

async function restoreSqlite(work: string, file: string): Promise<void> {
  for (const existing of [file, `${file}.id`]) {
    if (await fs.stat(existing).catch(() => null))
      throw new RestoreError(`${existing} exists: restore into an empty data folder.`);
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.copyFile(path.join(work, 'site.db'), file);
}

async function restorePostgres(work: string, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema = 'public'",
    );
    if (Number(rows[0]?.n) > 0)
      throw new RestoreError('The database is not empty: restore into a new, empty database.');
  } finally {
    await client.end();
  }
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    `--dbname=${url}`,
    path.join(work, 'database.pgdump'),
  ]);
}
