import 'server-only';

import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import pg from 'pg';
import * as tar from 'tar';

import type { DatabaseTarget } from '../db/client';
import { UPLOADS_FOLDER } from '../uploads/uploads-folder';
import { assertRoomFor, checkArchive } from './archive-check';
import { MANIFEST, type BackupManifest } from './site-backup';

const run = promisify(execFile);

export class RestoreError extends Error {}

/**
 * Restores an archive of backupSite into an empty data folder (SQLite) or an empty database
 * (PostgreSQL), uploads included. Never over existing data: that is refused with the reason.
 */
export async function restoreSite(options: {
  archive: string;
  target: DatabaseTarget;
  dataDir: string;
}): Promise<BackupManifest> {
  const refuse = (reason: string) => new RestoreError(`${options.archive} is refused: ${reason}.`);
  const contents = await checkArchive(options.archive, refuse).catch((error: Error) => {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(
      `${options.archive} is not a readable backup archive (${error.message}).`,
    );
  });
  await assertRoomFor(contents.bytes, os.tmpdir(), refuse);
  await assertRoomFor(contents.bytes, await nearestFolder(options.dataDir), refuse);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'site-restore-'));
  try {
    // Only what checkArchive allowed: plain files and folders.
    await tar.extract({
      file: options.archive,
      cwd: work,
      filter: (_path, entry) => 'type' in entry && ['File', 'Directory'].includes(entry.type),
    });
    const manifest = JSON.parse(
      await fs.readFile(path.join(work, MANIFEST), 'utf8').catch(() => {
        throw new RestoreError(`${options.archive} has no ${MANIFEST}: it is not a site backup.`);
      }),
    ) as BackupManifest;
    if (manifest.uploads !== contents.uploads.size)
      throw refuse(
        `its manifest lists ${manifest.uploads} uploads, and it holds ${contents.uploads.size}`,
      );
    if (manifest.engine !== options.target.kind)
      throw new RestoreError(
        `This backup holds a ${manifest.engine} database, but the site is set up for ${options.target.kind}. Restore it with the same engine${manifest.engine === 'postgres' ? ' (set DATABASE_URL)' : ' (unset DATABASE_URL)'}.`,
      );
    const uploads = path.join(options.dataDir, UPLOADS_FOLDER);
    if ((await fs.readdir(uploads).catch(() => [])).length > 0)
      throw new RestoreError(`${uploads} is not empty: restore into an empty data folder.`);
    if (options.target.kind === 'sqlite') await restoreSqlite(work, options.target.file);
    else await restorePostgres(work, options.target.url);
    await fs.mkdir(uploads, { recursive: true });
    await fs.cp(path.join(work, UPLOADS_FOLDER), uploads, { recursive: true });
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** The folder itself, or the closest of its parents that exists. */
async function nearestFolder(folder: string): Promise<string> {
  let current = path.resolve(folder);
  while (!(await fs.stat(current).catch(() => null))) current = path.dirname(current);
  return current;
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
