import 'server-only';

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { DB } from './schema';
import { nowIso } from './values';

// The SQLite file is the site's data: a folder it cannot be written in, a file deleted or replaced
// under a running server, must stop the server loudly instead of losing enquiries quietly.

export class DataFileError extends Error {}

const codeOf = (error: unknown) =>
  error instanceof Error && 'code' in error ? String(error.code) : 'unknown error';

/** Refuses a folder the server cannot create files in (read-only, or not its own). */
export function assertWritableFolder(dir: string): void {
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe);
  } catch (error) {
    throw new DataFileError(
      `DATA_DIR "${dir}" is not writable (${codeOf(error)}): the site cannot store enquiries or sign-ins there. Make it writable for the server's user, or set DATA_DIR to a folder that is.`,
    );
  }
}

/** The file beside the database that records which database this folder holds. */
export const markerFileOf = (databaseFile: string) => `${databaseFile}.id`;

/** Before opening: a folder that has held a database must still hold it. */
export function assertDatabaseNotLost(databaseFile: string): void {
  const marker = markerFileOf(databaseFile);
  if (fs.existsSync(marker) && !fs.existsSync(databaseFile)) {
    throw new DataFileError(
      `The database ${databaseFile} is missing, but ${marker} shows this folder held one. Restore it from a backup, or delete ${marker} to start again with a new, empty site.`,
    );
  }
}

/** After opening: the database is the one the folder held; a new one is recorded as such. */
export async function assertDatabaseIdentity(db: DB, databaseFile: string): Promise<void> {
  await db
    .insertInto('app_state')
    .values({ name: 'database_id', value: randomUUID(), updated_at: nowIso() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const { value: id } = await db
    .selectFrom('app_state')
    .select('value')
    .where('name', '=', 'database_id')
    .executeTakeFirstOrThrow();
  const marker = markerFileOf(databaseFile);
  const recorded = fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8').trim() : null;
  if (recorded && recorded !== id) {
    throw new DataFileError(
      `${databaseFile} is not the database this folder held (${marker} names another). Put the right file back, or delete ${marker} to accept this one.`,
    );
  }
  if (!recorded) fs.writeFileSync(marker, `${id}\n`);
}

/**
 * A check to run before every write: throws once the file opened at start has been deleted or
 * replaced, since writes would then go to a file nobody will ever read again.
 */
export function fileIdentityGuard(
  databaseFile: string,
  onLost: (message: string) => void,
): () => void {
  const opened = fs.statSync(databaseFile).ino;
  let reported = false;
  return () => {
    if (fs.statSync(databaseFile, { throwIfNoEntry: false })?.ino === opened) return;
    const message = `${databaseFile} was deleted or replaced while the server ran: writes are refused until it is restored and the server restarted.`;
    if (!reported) onLost(message);
    reported = true;
    throw new DataFileError(message);
  };
}
