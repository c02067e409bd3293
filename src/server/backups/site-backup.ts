import 'server-only';

import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import SQLite from 'better-sqlite3';
import * as tar from 'tar';

import type { DatabaseTarget } from '../db/client';
import { UPLOADS_FOLDER } from '../uploads/uploads-folder';

const run = promisify(execFile);

// One archive of everything the site keeps: the database (SQLite through its online backup API, or
// pg_dump for PostgreSQL) and the uploaded images. Taken while the site runs: both are consistent
// snapshots, and writes go on meanwhile. The keys the site generated for itself (app_secrets: the
// one the SMTP password is encrypted with among them) stay out: a backup alone decrypts nothing
// (fourth attack, LOW). A restore keeps the site's own keys (replace-sqlite.ts, -postgres.ts).

export const MANIFEST = 'backup.json';
const SQLITE_FILE = 'site.db';
const PG_FILE = 'database.pgdump';
const SECRETS_TABLE = 'app_secrets';

export type BackupManifest = {
  format: 1;
  createdAt: string;
  engine: DatabaseTarget['kind'];
  uploads: number;
};

export const backupFileName = (now = new Date()) =>
  `site-backup-${now.toISOString().slice(0, 19).replace(/[:T]/g, '-')}.tar.gz`;

/** Writes the archive to `out`; returns its manifest. */
export async function backupSite(options: {
  target: DatabaseTarget;
  dataDir: string;
  out: string;
}): Promise<BackupManifest> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'site-backup-'));
  try {
    if (options.target.kind === 'sqlite') {
      const source = new SQLite(options.target.file, { readonly: true, fileMustExist: true });
      try {
        // All remaining pages in one step, so one read snapshot: copied a hundred pages at a time,
        // a backup restarts whenever the site writes, and under steady writes never ends.
        await source.backup(path.join(work, SQLITE_FILE), { progress: () => 0x7fffffff });
      } finally {
        source.close();
      }
      withoutSecrets(path.join(work, SQLITE_FILE));
    } else {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--exclude-table-data=${SECRETS_TABLE}`,
        `--file=${path.join(work, PG_FILE)}`,
        `--dbname=${options.target.url}`,
      ]);
    }
    const uploads = await copyFolder(
      path.join(options.dataDir, UPLOADS_FOLDER),
      path.join(work, UPLOADS_FOLDER),
    );
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      engine: options.target.kind,
      uploads,
    };
    await fs.writeFile(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await fs.mkdir(path.dirname(path.resolve(options.out)), { recursive: true });
    await tar.create({ gzip: true, file: options.out, cwd: work, portable: true }, [
      ...(await fs.readdir(work)),
    ]);
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** Copies the folder's files (none when it does not exist); returns how many. */
async function copyFolder(from: string, to: string): Promise<number> {
  const names = await fs.readdir(from).catch(() => [] as string[]);
  await fs.mkdir(to, { recursive: true });
  for (const name of names)
    await fs.cp(path.join(from, name), path.join(to, name), { recursive: true });
  return names.length;
}

/** Empties the copy's table of generated keys, overwriting their bytes rather than freeing them. */
function withoutSecrets(file: string): void {
  const copy = new SQLite(file);
  try {
    // Zeroed where they stood: a vacuum would do it too, by writing the whole copy again.
    copy.pragma('secure_delete = ON');
    copy.exec(`delete from ${SECRETS_TABLE}`);
  } finally {
    copy.close();
  }
}
