import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createBackupsAdminApi } from '@/server/admin/backups/backups-admin-api';
import {
  BackupBusyError,
  backupsFolder,
  listBackups,
  newestBackupAt,
  takeBackup,
} from '@/server/backups/backup-store';
import { seedDatabase } from '@/server/db/seed';
import { getBackupSettings } from '@/server/queries/backup-settings';

import { signedInAs } from '../support/admin-session';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://admin.test';
const request = (method: string, url: string, cookie: string, body?: object) =>
  new Request(`${origin}${url}`, {
    method,
    headers: { host: 'admin.test', origin, cookie, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });

// The owner's backups from the admin: taken while the site runs, listed, downloaded whole, the
// oldest dropped past the number kept; nobody but the owner reaches them.
describe.each(engines)('backups from the admin on %s', (engine) => {
  let dir: string;
  let t: TestDatabase;
  let api: ReturnType<typeof createBackupsAdminApi>;
  let owner: string;
  let admin: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backups-admin-'));
    t = await createTestDatabase(engine, { sqliteFile: path.join(dir, 'site.db') });
    await seedDatabase(t.db);
    await fs.mkdir(path.join(dir, 'uploads'));
    await fs.writeFile(path.join(dir, 'uploads', 'team.webp'), 'image bytes');
    api = createBackupsAdminApi({ db: t.db, target: t.target, dataDir: dir });
    ({ cookie: owner } = await signedInAs(t.db, 'owner'));
    ({ cookie: admin } = await signedInAs(t.db, 'admin', 'An Admin'));
  });
  afterAll(async () => {
    await t.drop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('is the owner’s alone', async () => {
    expect((await api.backUpNow(request('POST', '/api/admin/backups', admin), {})).status).toBe(
      403,
    );
    expect(
      (await api.saveSchedule(request('PUT', '/api/admin/backups/schedule', admin, {}), {})).status,
    ).toBe(403);
    expect(await listBackups(backupsFolder(dir))).toEqual([]);
  });

  it('takes a backup now, lists it, and downloads the archive with the database and uploads', async () => {
    const response = await api.backUpNow(request('POST', '/api/admin/backups', owner), {});
    expect(response.status).toBe(201);
    const taken = (await response.json()) as { name: string; bytes: number };
    expect(taken.name).toMatch(/^site-backup-[\d-]+\.tar\.gz$/);
    expect(await listBackups(backupsFolder(dir))).toEqual([expect.objectContaining(taken)]);
    const audit = await t.db.selectFrom('audit_log').select(['target', 'action']).execute();
    expect(audit).toContainEqual({ target: `Backup ${taken.name}`, action: 'taken' });

    const download = await api.download(request('GET', `/api/admin/backups/${taken.name}`, owner), {
      name: taken.name,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="${taken.name}"`,
    );
    const file = path.join(dir, 'downloaded.tar.gz');
    await fs.writeFile(file, Buffer.from(await download.arrayBuffer()));
    const entries: string[] = [];
    await tar.list({ file, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries).toEqual(
      expect.arrayContaining([
        'backup.json',
        engine === 'sqlite' ? 'site.db' : 'database.pgdump',
        'uploads/team.webp',
      ]),
    );
  });

  it('takes one backup at a time', async () => {
    const both = await Promise.allSettled(
      ['2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z'].map((at) =>
        takeBackup({ target: t.target, dataDir: dir, keep: 10, now: new Date(at) }),
      ),
    );
    expect(both.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((both.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toEqual(
      new BackupBusyError('A backup is being taken now.'),
    );
  });

  it('downloads nothing but a backup of its own folder', async () => {
    for (const name of ['../site.db', 'site.db', 'site-backup-2026-01-01-00-00-00.tar.gz'])
      expect(
        (await api.download(request('GET', '/api/admin/backups/x', owner), { name })).status,
      ).toBe(404);
    expect(
      (
        await api.download(request('GET', '/api/admin/backups/x', admin), {
          name: 'site-backup-2026-01-01-00-00-00.tar.gz',
        })
      ).status,
    ).toBe(403);
  });

  it('keeps the newest backups the schedule says, and refuses a schedule out of range', async () => {
    const refused = await api.saveSchedule(
      request('PUT', '/api/admin/backups/schedule', owner, { daily: true, hour: '24', keep: '0' }),
      {},
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      hour: ['Choose an hour from 0 to 23'],
      keep: ['Keep from 1 to 60 backups'],
    });
    const saved = await api.saveSchedule(
      request('PUT', '/api/admin/backups/schedule', owner, { daily: false, hour: '3', keep: '2' }),
      {},
    );
    expect(saved.status).toBe(200);
    expect(await getBackupSettings(t.db)).toEqual({ daily: false, hour: 3, keep: 2 });
    for (const at of ['2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z', '2026-11-22T10:00:00Z'])
      await takeBackup({ target: t.target, dataDir: dir, keep: 2, now: new Date(at) });
    const kept = await listBackups(backupsFolder(dir));
    expect(await newestBackupAt(backupsFolder(dir))).toBe(kept[0]!.takenAt);
    expect(kept.map((backup) => backup.takenAt)).toEqual([
      // The one taken at the real time, then the newest of the others: of 23 November.
      expect.stringMatching(/^20\d\d-/),
      expect.stringMatching(/^2026-11-23T1[01]:00:00\.000Z$/),
    ]);
  });
});
