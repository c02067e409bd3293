import 'server-only';

import path from 'node:path';

import { sql } from 'kysely';

import { ensureOwnerAccount } from '../auth/owner-account';
import { env } from '../env';
import { logger } from '../logger';
import { getBusinessSettings } from '../queries/site-settings';
import { configuredTarget, getDb, type DB } from '../db/client';
import { isPostgres } from '../db/dialect';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import {
  assertDatabaseIdentity,
  assertDatabaseNotLost,
  assertWritableFolder,
} from '../db/sqlite-file';

/**
 * Opens the configured database at the latest schema. On SQLite, first refuses a folder it cannot
 * write in, or one whose database has gone missing or been swapped (sqlite-file.ts).
 */
export async function openDatabase(): Promise<DB> {
  const target = configuredTarget();
  if (target.kind === 'sqlite') {
    assertWritableFolder(path.dirname(target.file));
    assertDatabaseNotLost(target.file);
  }
  const db = getDb();
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ applied }, 'database migrated');
  if (target.kind === 'sqlite') await assertDatabaseIdentity(db, target.file);
  return db;
}

/** An arbitrary number naming the lock that PostgreSQL instances starting together queue on. */
const START_LOCK = 7_202_611;

/**
 * Runs `prepare` while no other instance of the site prepares the same PostgreSQL database:
 * instances started together would both find it empty and both seed it. SQLite has one process.
 */
async function oneAtATime(db: DB, prepare: () => Promise<void>): Promise<void> {
  if (!isPostgres(db)) return prepare();
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${START_LOCK})`.execute(connection);
    try {
      await prepare();
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK})`.execute(connection);
    }
  });
}

/** Brings the configured database to the latest schema and seeds it if it is new. */
export async function prepareDatabase(): Promise<void> {
  const db = await openDatabase();
  await oneAtATime(db, () => seedWithOwner(db));
}

async function seedWithOwner(db: DB): Promise<void> {
  if (await seedDatabase(db)) logger.info('new database seeded with the site content');
  const email = env.ADMIN_EMAIL ?? (await getBusinessSettings(db)).email;
  const owner = await ensureOwnerAccount(db, email, env.ADMIN_PASSWORD);
  if (owner?.generatedPassword) {
    // Printed once, on the start that creates the account; change it with `npm run admin:password`.
    logger.warn(
      { email: owner.email, password: owner.generatedPassword },
      'owner account created with a generated password',
    );
  } else if (owner) {
    logger.warn({ email: owner.email }, 'the owner now signs in with this e-mail address');
  }
}

/** prepareDatabase, or else a fatal log line saying why and the end of the process. */
export async function prepareDatabaseOrStop(): Promise<void> {
  try {
    await prepareDatabase();
  } catch (error) {
    // Never a half-started server that answers 500 to everyone: say why, and stop.
    logger.fatal({ err: error }, error instanceof Error ? error.message : 'database not ready');
    process.exit(1);
  }
}
