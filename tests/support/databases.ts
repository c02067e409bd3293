import { randomUUID } from 'node:crypto';

import pg from 'pg';

import { createDatabase, type DatabaseTarget, type DB } from '@/server/db/client';
import { migrateTo, migrateToLatest } from '@/server/db/migrate';
import type { Database } from '@/server/db/schema';

export type Engine = 'sqlite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;

if (process.env.CI === 'true' && !postgresUrl) {
  throw new Error('TEST_DATABASE_URL must be set in CI: the PostgreSQL leg may not be skipped.');
}

/** The engines to run a data-layer suite on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const engines: Engine[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export type TestDatabase = {
  db: DB;
  engine: Engine;
  target: DatabaseTarget;
  drop: () => Promise<void>;
};

/**
 * A fresh, migrated database: an in-memory SQLite file (or `sqliteFile`), or a new PostgreSQL
 * database. `upTo` stops at that migration, for a test of the next one; `empty` runs none.
 */
export async function createTestDatabase(
  engine: Engine,
  options: { upTo?: string; empty?: boolean; sqliteFile?: string } = {},
): Promise<TestDatabase> {
  const migrate = (db: DB) =>
    options.empty
      ? Promise.resolve()
      : options.upTo
        ? migrateTo(db, options.upTo)
        : migrateToLatest(db).then(() => undefined);
  if (engine === 'sqlite') {
    const target = { kind: 'sqlite', file: options.sqliteFile ?? ':memory:' } as const;
    const db = createDatabase(target);
    await migrate(db);
    return { db, engine, target, drop: () => db.destroy() };
  }
  const name = `site_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  const target = { kind: 'postgres', url: url.toString() } as const;
  const db = createDatabase(target);
  await migrate(db);
  return {
    db,
    engine,
    target,
    drop: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name}`);
      await cleanup.end();
    },
  };
}

/** How many rows a table holds. */
/** The sum of a count column over a table's rows; 0 when it has none. */
export async function sumColumn(
  db: DB,
  table: 'web_vital_pages' | 'web_vital_buckets' | 'contact_clicks',
  column: 'visits' | 'clicks',
): Promise<number> {
  const row = await db
    .selectFrom(table as 'web_vital_pages')
    .select((eb) => eb.fn.sum<string | number>(column as 'visits').as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

export async function countRows(db: DB, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
