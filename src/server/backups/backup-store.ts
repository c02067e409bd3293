import 'server-only';

import fs from 'node:fs/promises';
import path from 'node:path';

import { IST_OFFSET_MS } from '@/lib/india-time';

import type { DatabaseTarget } from '../db/client';
import type { BackupCopier } from './backup-copies';
import { backupFileName, backupSite } from './site-backup';

// The backups the admin takes and lists: archives of backupSite in DATA_DIR/backups, named by
// their UTC time, the newest `keep` kept. One backup at a time, held by a lock file in the folder.

const NAME = /^site-backup-(\d{4})-(\d{2})-(\d{2})-(\d{2})-(\d{2})-(\d{2})\.tar\.gz$/;

export type StoredBackup = { name: string; bytes: number; takenAt: string };

/** A backup just taken, and where its copy went (or why it did not) when it is copied away. */
export type TakenBackup = StoredBackup & { copiedTo?: string; copyFailed?: string };

export class BackupBusyError extends Error {}

export const backupsFolder = (dataDir: string) => path.join(dataDir, 'backups');

export const isBackupName = (name: string) => NAME.test(name);

const takenAt = (name: string) => {
  const [, y, mo, d, h, mi, s] = NAME.exec(name)!;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}.000Z`;
};

const backupNames = async (folder: string) =>
  (await fs.readdir(folder).catch(() => [] as string[])).filter(isBackupName);

/** When the newest backup in the folder was taken (from the names alone); null before the first. */
export async function newestBackupAt(folder: string): Promise<string | null> {
  const times = (await backupNames(folder)).map(takenAt).sort();
  return times.at(-1) ?? null;
}

/** The backups in the folder, newest first. */
export async function listBackups(folder: string): Promise<StoredBackup[]> {
  const names = await backupNames(folder);
  const backups = await Promise.all(
    names.map(async (name) => ({
      name,
      bytes: (await fs.stat(path.join(folder, name))).size,
      takenAt: takenAt(name),
    })),
  );
  return backups.sort((a, b) => b.takenAt.localeCompare(a.takenAt));
}

const LOCK = '.backup-running';
/** A lock older than this was left by a process that died mid-backup. */
const STALE_LOCK_MS = 60 * 60 * 1000;

/** Holds the folder's lock file while `work` runs: one backup at a time, whichever process asks. */
async function withLock<T>(folder: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(folder, LOCK);
  await fs.mkdir(folder, { recursive: true });
  const held = await fs.stat(lock).catch(() => null);
  if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) await fs.rm(lock, { force: true });
  const handle = await fs.open(lock, 'wx').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EEXIST') throw new BackupBusyError('A backup is being taken now.');
    throw error;
  });
  try {
    return await work();
  } finally {
    await handle.close();
    await fs.rm(lock, { force: true });
  }
}

/**
 * Takes a backup into the folder (written under a temporary name, so a list never shows half a
 * file), then deletes the oldest past `keep`, and copies it with `copy` when given (a failed copy
 * is said in the answer: the backup itself is taken). Refused while another is being taken.
 */
export async function takeBackup(options: {
  target: DatabaseTarget;
  dataDir: string;
  keep: number;
  copy?: BackupCopier;
  now?: Date;
}): Promise<TakenBackup> {
  const folder = backupsFolder(options.dataDir);
  return withLock(folder, async () => {
    let name = backupFileName(options.now);
    // Names hold the second: one taken this very second (a restore's backup right after another) waits for the next.
    if (!options.now && (await fs.stat(path.join(folder, name)).catch(() => null))) {
      await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
      name = backupFileName();
    }
    const file = path.join(folder, name);
    if (await fs.stat(file).catch(() => null))
      throw new BackupBusyError('A backup was taken this very second.');
    await backupSite({ target: options.target, dataDir: options.dataDir, out: `${file}.part` });
    await fs.rename(`${file}.part`, file);
    const kept = await listBackups(folder);
    for (const old of kept.slice(options.keep)) await fs.rm(path.join(folder, old.name));
    const taken = kept.find((backup) => backup.name === name)!;
    if (!options.copy) return taken;
    try {
      return { ...taken, copiedTo: await options.copy(file, name) };
    } catch (error) {
      return { ...taken, copyFailed: (error as Error).message || String(error) };
    }
  });
}

/** Whether the daily backup is due: its hour in India has come, and none was taken since. */
export function dailyBackupDue(
  schedule: { daily: boolean; hour: number },
  lastTakenAt: string | null,
  now: Date,
): boolean {
  if (!schedule.daily) return false;
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  const todayAtHour = Date.UTC(
    india.getUTCFullYear(),
    india.getUTCMonth(),
    india.getUTCDate(),
    schedule.hour,
  );
  const dueSince = todayAtHour - IST_OFFSET_MS;
  if (now.getTime() < dueSince) return false;
  return lastTakenAt === null || new Date(lastTakenAt).getTime() < dueSince;
}
