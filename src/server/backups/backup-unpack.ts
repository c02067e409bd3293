import 'server-only';

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import * as tar from 'tar';

import type { DatabaseTarget } from '../db/client';
import { assertRoomFor, checkArchive } from './archive-check';
import { MANIFEST, type BackupManifest } from './site-backup';

// Every restore starts here: the archive is listed and checked (archive-check.ts), unpacked into a
// folder of its own, and its manifest held to what it holds and to the site's database engine.

export class RestoreError extends Error {}

export type UnpackedBackup = { folder: string; manifest: BackupManifest };

/** Unpacks a checked archive for `work`, then deletes what was unpacked, whatever happens. */
export async function withUnpackedBackup<T>(
  options: { archive: string; target: DatabaseTarget; name?: string; roomIn?: string },
  work: (backup: UnpackedBackup) => Promise<T>,
): Promise<T> {
  const name = options.name ?? options.archive;
  const refuse = (reason: string) => new RestoreError(`${name} is refused: ${reason}.`);
  const contents = await checkArchive(options.archive, refuse).catch((error: Error) => {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`${name} is not a readable backup archive (${error.message}).`);
  });
  await assertRoomFor(contents.bytes, os.tmpdir(), refuse);
  if (options.roomIn)
    await assertRoomFor(contents.bytes, await nearestFolder(options.roomIn), refuse);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'site-restore-'));
  try {
    // Only what checkArchive allowed: plain files and folders.
    await tar.extract({
      file: options.archive,
      cwd: folder,
      filter: (_path, entry) => 'type' in entry && ['File', 'Directory'].includes(entry.type),
    });
    const manifest = JSON.parse(
      await fs.readFile(path.join(folder, MANIFEST), 'utf8').catch(() => {
        throw new RestoreError(`${name} has no ${MANIFEST}: it is not a site backup.`);
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
    return await work({ folder, manifest });
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** The folder itself, or the closest of its parents that exists. */
async function nearestFolder(folder: string): Promise<string> {
  let current = path.resolve(folder);
  while (!(await fs.stat(current).catch(() => null))) current = path.dirname(current);
  return current;
}
