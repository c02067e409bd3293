import 'server-only';

import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

import SQLite from 'better-sqlite3';

import { migrationNames } from '../db/migrate';
import { RestoreError, type UnpackedBackup } from './backup-unpack';

// What an unpacked backup holds, read from its database itself: the database is whole (SQLite's
// integrity check, or every row of the PostgreSQL dump read back), it was made by this version of
// the site or an older one, and how many of the records an owner knows it holds.

const COUNTED = {
  enquiries: 'form_submissions',
  posts: 'blog_posts',
  cityPages: 'city_pages',
  services: 'service_details',
  users: 'admin_users',
} as const;

export type BackupSummary = {
  takenAt: string;
  engine: 'sqlite' | 'postgres';
  uploads: number;
  /** The migrations its database has run, and how many this version has. */
  migrations: { backup: number; site: number };
  rows: Record<keyof typeof COUNTED, number>;
};

type DatabaseFacts = { migrations: string[]; count: (table: string) => number };

/** Reads and checks the backup's database; throws a RestoreError saying what is wrong with it. */
export async function describeBackup(backup: UnpackedBackup): Promise<BackupSummary> {
  const facts =
    backup.manifest.engine === 'sqlite'
      ? readSqlite(path.join(backup.folder, 'site.db'))
      : await readPostgresDump(path.join(backup.folder, 'database.pgdump'));
  const known = new Set(migrationNames());
  const unknown = facts.migrations.find((name) => !known.has(name));
  if (unknown)
    throw new RestoreError(
      `This backup was made by a newer version of the site (its database has the change ${unknown}, which this version does not know). Update the site, then restore it.`,
    );
  if (facts.migrations.length === 0)
    throw new RestoreError('This backup holds no site database (it has no migrations).');
  const rows = Object.fromEntries(
    Object.entries(COUNTED).map(([key, table]) => [key, facts.count(table)]),
  ) as BackupSummary['rows'];
  return {
    takenAt: backup.manifest.createdAt,
    engine: backup.manifest.engine,
    uploads: backup.manifest.uploads,
    migrations: { backup: facts.migrations.length, site: known.size },
    rows,
  };
}

function readSqlite(file: string): DatabaseFacts {
  let database: SQLite.Database | undefined;
  try {
    database = new SQLite(file, { fileMustExist: true });
    const check = database.pragma('integrity_check', { simple: true });
    if (check !== 'ok')
      throw new RestoreError(`The backup's database is damaged (${String(check)}).`);
    const opened = database;
    const migrations = opened
      .prepare('select name from kysely_migration order by name')
      .pluck()
      .all() as string[];
    const counts = new Map<string, number>();
    for (const table of Object.values(COUNTED)) {
      const exists = opened
        .prepare("select 1 from sqlite_master where type = 'table' and name = ?")
        .get(table);
      counts.set(
        table,
        exists ? (opened.prepare(`select count(*) from "${table}"`).pluck().get() as number) : 0,
      );
    }
    return { migrations, count: (table) => counts.get(table) ?? 0 };
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`The backup's database cannot be read (${(error as Error).message}).`);
  } finally {
    database?.close();
  }
}

/** Reads every row of the dump back (pg_restore as text), counting them table by table. */
async function readPostgresDump(file: string): Promise<DatabaseFacts> {
  const child = spawn('pg_restore', ['--data-only', '--file=-', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(0, 2000)));
  const exited = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
  const counts = new Map<string, number>();
  const migrations: string[] = [];
  let table: string | null = null;
  for await (const line of readline.createInterface({ input: child.stdout, crlfDelay: Infinity })) {
    if (table === null) {
      table = /^COPY public\.("?)(\w+)\1 /.exec(line)?.[2] ?? null;
      if (table) counts.set(table, 0);
    } else if (line === '\\.') table = null;
    else {
      counts.set(table, counts.get(table)! + 1);
      if (table === 'kysely_migration') migrations.push(line.split('\t')[0]!);
    }
  }
  const code = await exited;
  if (code !== 0)
    throw new RestoreError(
      `The backup's database cannot be read (pg_restore: ${errors.trim().split('\n')[0] ?? `exit ${code}`}).`,
    );
  return { migrations: migrations.sort(), count: (name) => counts.get(name) ?? 0 };
}
