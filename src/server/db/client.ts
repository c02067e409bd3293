import 'server-only';

import fs from 'node:fs';
import path from 'node:path';

import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

import { env } from '../env';
import { logger } from '../logger';
import { createBuildDatabase, isBuildPhase } from './build-database';
import type { Database, DB } from './schema';
import { fileIdentityGuard } from './sqlite-file';
import { BusyRetrySqliteDialect, SQLITE_BUSY_WAIT_MS, type BusyRetry } from './sqlite-busy-retry';

export type { DB };

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string };

export function createDatabase(target: DatabaseTarget, busyRetry?: Partial<BusyRetry>): DB {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_WAIT_MS}`);
  sqlite.pragma('synchronous = NORMAL');
  const onDisk = target.file !== ':memory:';
  const beforeWrite = onDisk
    ? fileIdentityGuard(target.file, (message) => logger.error(message))
    : undefined;
  // Reads never wait behind a write that waits for another process's lock (WAL allows both).
  const reader = onDisk ? new SQLite(target.file, { readonly: true }) : undefined;
  reader?.pragma(`busy_timeout = ${SQLITE_BUSY_WAIT_MS}`);
  return new Kysely<Database>({
    dialect: new BusyRetrySqliteDialect(
      { database: sqlite },
      { budgetMs: 5000, beforeWrite, reader, ...busyRetry },
    ),
  });
}

export function configuredTarget(): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'sqlite', file: path.join(env.DATA_DIR, 'site.db') };
}

// One connection pool per process, shared by every bundle that imports this module (the pipeline,
// the pages and the route handlers are bundled apart): on globalThis.
const key = Symbol.for('site.db');
const holder = globalThis as typeof globalThis & { [key]?: DB };

export function getDb(): DB {
  holder[key] ??= isBuildPhase() ? createBuildDatabase() : createDatabase(configuredTarget());
  return holder[key];
}
