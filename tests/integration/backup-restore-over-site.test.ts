import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { recordAudit } from '@/server/audit-log/audit-log';
import { createSession } from '@/server/auth/sessions';
import { RestoreError } from '@/server/backups/backup-unpack';
import { restoreOverSite } from '@/server/backups/live-restore';
import { backupSite } from '@/server/backups/site-backup';
import { migrationNames, pendingMigrations } from '@/server/db/migrate';
import { seedDatabase } from '@/server/db/seed';
import { toIso } from '@/server/db/values';
import { decryptMailPassword, encryptMailPassword } from '@/server/mail/mail-password';
import { getMailSettings, saveMailSettings } from '@/server/queries/mail-settings';
import { forgetStoredSecrets, getOrCreateSecret } from '@/server/secrets';
import { requestGate } from '@/server/runtime/gate.mjs';
import { insertEnquiry } from '@/server/queries/enquiry-writes';

import { signedInAs } from '../support/admin-session';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

// A backup restored over a running site (the admin's Restore): checked whole before anything
// changes, then the site's data replaced by the backup's, uploads included.

const enquiry = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.in`,
  service: 'seo',
  city: 'Pune',
  message: 'Kept in a backup, or not',
});

describe.each(engines)('restoring a backup over a running site on %s', (engine) => {
  let dir: string;
  let old: TestDatabase;
  let site: TestDatabase;
  let owner: { userId: string };
  const siteDir = () => path.join(dir, 'site');
  const archive = () => path.join(dir, 'old.tar.gz');
  const restore = (file: string) =>
    restoreOverSite({
      archive: file,
      name: path.basename(file),
      target: site.target,
      db: site.db,
      dataDir: siteDir(),
    });
  let siteSecrets: string[];
  const secretsOf = async (db: TestDatabase['db']) => {
    await getOrCreateSecret(db, 'mail-password');
    const rows = await db.selectFrom('app_secrets').select(['name', 'value']).execute();
    return rows.map((row) => `${row.name}=${row.value}`).sort();
  };
  const enquiryNames = async () =>
    (await site.db.selectFrom('form_submissions').select('name').execute()).map((r) => r.name);

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'restore-over-'));
    // The site as it was when backed up, one migration behind this version.
    const previous = migrationNames().at(-2)!;
    old = await createTestDatabase(engine, {
      upTo: previous,
      sqliteFile: path.join(dir, 'old', 'site.db'),
    });
    await insertEnquiry(old.db, enquiry('In the backup'));
    // The SMTP password, encrypted under a key the site generated and keeps in its database.
    await saveMailSettings(old.db, {
      host: 'smtp.example.in',
      port: 587,
      security: 'starttls',
      user: 'site',
      passwordEncrypted: await encryptMailPassword(old.db, 'the-old-smtp-password'),
      from: 'site@example.in',
    });
    owner = await signedInAs(old.db, 'owner', 'Owner In Both');
    await fs.mkdir(path.join(dir, 'old', 'uploads'), { recursive: true });
    await fs.writeFile(path.join(dir, 'old', 'uploads', 'photo.webp'), 'old image');
    await backupSite({ target: old.target, dataDir: path.join(dir, 'old'), out: archive() });

    // The site now, in a fresh data folder: other content, other uploads, two people signed in.
    site = await createTestDatabase(engine, { sqliteFile: path.join(siteDir(), 'site.db') });
    await seedDatabase(site.db);
    await insertEnquiry(site.db, enquiry('Only here'));
    const user = await old.db
      .selectFrom('admin_users')
      .selectAll()
      .where('id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    await site.db
      .insertInto('admin_users')
      .values({
        ...user,
        totp_enabled_at: null,
        created_at: toIso(user.created_at),
        updated_at: toIso(user.updated_at),
      })
      .execute();
    await createSession(site.db, owner.userId, { userAgent: 'vitest', ipAddress: '127.0.0.1' });
    siteSecrets = await secretsOf(site.db);
    await signedInAs(site.db, 'editor', 'Only Here');
    await site.db
      .insertInto('app_state')
      .values({ name: 'database_id', value: 'site-id', updated_at: new Date().toISOString() })
      .execute();
    await recordAudit(site.db, {
      kind: 'write',
      userId: owner.userId,
      actor: 'Owner In Both',
      action: 'updated',
      target: 'Done after the backup',
      ipAddress: '127.0.0.1',
    });
    await fs.mkdir(path.join(siteDir(), 'uploads'), { recursive: true });
    await fs.writeFile(path.join(siteDir(), 'uploads', 'other.webp'), 'new image');
  });
  afterAll(async () => {
    await old.drop();
    await site.drop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('refuses a damaged backup, or one of a newer version, before anything changes', async () => {
    const bytes = await fs.readFile(archive());
    const cut = path.join(dir, 'cut.tar.gz');
    await fs.writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const garbled = path.join(dir, 'garbled.tar.gz');
    await fs.writeFile(garbled, Buffer.from(bytes).fill(7, 200, 400));
    const newer = await repacked('newer', async (folder) => {
      if (engine !== 'sqlite') return;
      const database = new SQLite(path.join(folder, 'site.db'));
      database
        .prepare('insert into kysely_migration (name, timestamp) values (?, ?)')
        .run('20991231-9999-from-the-future', new Date().toISOString());
      database.close();
    });
    const damagedDatabase = await repacked('damaged-db', async (folder) => {
      const file = path.join(folder, engine === 'sqlite' ? 'site.db' : 'database.pgdump');
      const data = await fs.readFile(file);
      await fs.writeFile(file, data.subarray(0, Math.floor(data.length / 2)));
    });
    const cases: [string, RegExp][] = [
      [cut, /cut\.tar\.gz is not a readable backup archive/],
      [garbled, /garbled\.tar\.gz is not a readable backup archive/],
      [damagedDatabase, /The backup's database (is damaged|cannot be read)/],
    ];
    if (engine === 'sqlite') cases.push([newer, /newer version of the site/]);
    for (const [file, reason] of cases) {
      await expect(restore(file), file).rejects.toThrow(RestoreError);
      await expect(restore(file)).rejects.toThrow(reason);
    }
    expect((await enquiryNames()).sort()).toContain('Only here');
    expect(await fs.readdir(path.join(siteDir(), 'uploads'))).toEqual(['other.webp']);
    expect(await countRows(site.db, 'admin_sessions')).toBe(2);
  });

  it("replaces the site's data and uploads with the backup's, answering 503 meanwhile", async () => {
    let sawRestoring = false;
    let watching = true;
    const watch = (async () => {
      while (watching) {
        sawRestoring ||= requestGate().restoring;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const summary = await restore(archive());
    watching = false;
    await watch;
    expect(sawRestoring).toBe(true);
    expect(requestGate().restoring).toBe(false);

    expect(summary).toMatchObject({
      engine,
      uploads: 1,
      migrations: { backup: migrationNames().length - 1, site: migrationNames().length },
      rows: { enquiries: 1, users: 1 },
    });
    expect(await enquiryNames()).toEqual(['In the backup']);
    expect(await pendingMigrations(site.db)).toEqual([]);
    expect(await fs.readdir(path.join(siteDir(), 'uploads'))).toEqual(['photo.webp']);
    // Still the same database for the folder's marker; the owner, in the backup, still signed in.
    const id = await site.db
      .selectFrom('app_state')
      .select('value')
      .where('name', '=', 'database_id')
      .executeTakeFirst();
    expect(id?.value).toBe('site-id');
    const sessions = await site.db.selectFrom('admin_sessions').select('user_id').execute();
    expect(sessions.map((s) => s.user_id)).toEqual([owner.userId]);
    // The audit log forgets nothing done since the backup.
    const audited = await site.db.selectFrom('audit_log').select('target').execute();
    expect(audited.map((entry) => entry.target)).toContain('Done after the backup');
    // The backup held no key: the site keeps its own, and the old site's SMTP password, encrypted
    // under a key the backup left out, is not readable here (the owner types it again).
    forgetStoredSecrets(site.db);
    expect(await secretsOf(site.db)).toEqual(siteSecrets);
    const { passwordEncrypted } = await getMailSettings(site.db);
    expect(passwordEncrypted).not.toBe('');
    expect(await decryptMailPassword(site.db, passwordEncrypted)).toBeNull();
  });

  it('takes the safety backup once new requests are refused and those in flight have answered', async () => {
    const gate = requestGate();
    // The owner's restore request, and an enquiry being stored as it arrives.
    gate.active += 2;
    const seen: string[] = [];
    const restoring = restoreOverSite({
      archive: archive(),
      name: 'old.tar.gz',
      target: site.target,
      db: site.db,
      dataDir: siteDir(),
      beforeReplace: async () => {
        seen.push(
          `safety backup; new requests refused: ${gate.restoring}; in flight: ${gate.active}`,
        );
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    seen.push('enquiry answered as stored');
    gate.active -= 1;
    await restoring;
    gate.active -= 1;
    expect(seen).toEqual([
      'enquiry answered as stored',
      'safety backup; new requests refused: true; in flight: 1',
    ]);
  });

  /** The backup unpacked, changed by `change`, packed again. */
  async function repacked(name: string, change: (folder: string) => Promise<void>) {
    const folder = path.join(dir, `${name}-src`);
    await fs.mkdir(folder, { recursive: true });
    await tar.extract({ file: archive(), cwd: folder });
    await change(folder);
    const file = path.join(dir, `${name}.tar.gz`);
    await tar.create({ gzip: true, file, cwd: folder, portable: true }, await fs.readdir(folder));
    return file;
  }
});
