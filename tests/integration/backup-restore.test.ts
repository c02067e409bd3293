import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backupSite } from '@/server/backups/site-backup';
import { restoreSite } from '@/server/backups/site-restore';
import { pendingMigrations } from '@/server/db/migrate';
import { seedDatabase } from '@/server/db/seed';
import type { Database } from '@/server/db/schema';
import { insertEnquiry } from '@/server/queries/enquiry-writes';

import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

const tables: (keyof Database)[] = [
  'blog_posts',
  'authors',
  'city_pages',
  'service_details',
  'faqs',
  'site_settings',
];

describe.each(engines)('backup and restore on %s', (engine) => {
  let dir: string;
  let live: TestDatabase;
  let restored: TestDatabase;
  const archive = () => path.join(dir, 'backups', 'site.tar.gz');

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-test-'));
    live = await createTestDatabase(engine, { sqliteFile: path.join(dir, 'live', 'site.db') });
    await seedDatabase(live.db);
    await fs.mkdir(path.join(dir, 'live', 'uploads'), { recursive: true });
    await fs.writeFile(path.join(dir, 'live', 'uploads', 'photo.webp'), 'image bytes');
  });
  afterAll(async () => {
    await live.drop();
    await restored?.drop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('takes a backup while enquiries keep arriving, and restores it into an empty place', async () => {
    const before = await countRows(live.db, 'form_submissions');
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        // As requests do: a turn of the event loop between writes (SQLite's driver is synchronous).
        await new Promise((resolve) => setImmediate(resolve));
        await insertEnquiry(live.db, {
          name: `Load ${i}`,
          email: `load${i}@example.in`,
          service: 'seo',
          city: 'Pune',
          message: 'Sent during the backup',
        });
      }
    })();
    const manifest = await backupSite({
      target: live.target,
      dataDir: path.join(dir, 'live'),
      out: archive(),
    });
    writing = false;
    await writer;
    const after = await countRows(live.db, 'form_submissions');
    expect(after).toBeGreaterThan(before);
    expect(manifest).toMatchObject({ engine, uploads: 1 });

    restored = await createTestDatabase(engine, {
      empty: true,
      sqliteFile: path.join(dir, 'restored', 'site.db'),
    });
    if (engine === 'sqlite') await restored.db.destroy(); // the restore writes the file itself
    await fs.rm(path.join(dir, 'restored'), { recursive: true, force: true });
    await restoreSite({
      archive: archive(),
      target: restored.target,
      dataDir: path.join(dir, 'restored'),
    });
    if (engine === 'sqlite')
      restored = await createTestDatabase(engine, {
        empty: true,
        sqliteFile: path.join(dir, 'restored', 'site.db'),
      });

    const enquiries = await countRows(restored.db, 'form_submissions');
    expect(enquiries).toBeGreaterThanOrEqual(before);
    expect(enquiries).toBeLessThanOrEqual(after);
    for (const table of tables)
      expect(await countRows(restored.db, table), table).toBe(await countRows(live.db, table));
    expect(await pendingMigrations(restored.db)).toEqual([]);
    expect(await fs.readFile(path.join(dir, 'restored', 'uploads', 'photo.webp'), 'utf8')).toBe(
      'image bytes',
    );
    if (engine === 'sqlite') {
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
        restored.db,
      );
      expect(check.rows[0]?.integrity_check).toBe('ok');
    }
  });

  it('refuses to restore over existing data, or from something that is not a backup', async () => {
    await expect(
      restoreSite({
        archive: archive(),
        target: restored.target,
        dataDir: path.join(dir, 'restored'),
      }),
    ).rejects.toThrow(/not empty|exists/);
    const bogus = path.join(dir, 'bogus.tar.gz');
    await fs.writeFile(bogus, 'not an archive');
    await expect(
      restoreSite({ archive: bogus, target: restored.target, dataDir: path.join(dir, 'other') }),
    ).rejects.toThrow(/not a (readable backup archive|site backup)/);
  });

  it('refuses an archive that holds a link, or more uploads than its manifest lists', async () => {
    const build = async (name: string, plant: (folder: string) => Promise<void>) => {
      const folder = path.join(dir, `${name}-src`);
      await fs.mkdir(path.join(folder, 'uploads'), { recursive: true });
      await fs.writeFile(
        path.join(folder, 'backup.json'),
        JSON.stringify({ format: 1, createdAt: '', engine, uploads: 0 }),
      );
      await fs.writeFile(path.join(folder, 'site.db'), '');
      await plant(folder);
      const file = path.join(dir, `${name}.tar.gz`);
      await tar.create({ gzip: true, file, cwd: folder, portable: true }, await fs.readdir(folder));
      return file;
    };
    const linked = await build('linked', (folder) =>
      fs.symlink('/etc/passwd', path.join(folder, 'uploads', 'x.webp')),
    );
    const padded = await build('padded', (folder) =>
      fs.writeFile(path.join(folder, 'uploads', 'filler.webp'), Buffer.alloc(1024 * 1024)),
    );
    const strange = await build('strange', (folder) =>
      fs.writeFile(path.join(folder, 'run-me.sh'), 'echo'),
    );
    const cases: [string, RegExp][] = [
      [linked, /uploads\/x\.webp is a SymbolicLink/],
      [padded, /manifest lists 0 uploads, and it holds 1/],
      [strange, /it holds run-me\.sh, which no backup does/],
    ];
    for (const [archiveFile, reason] of cases) {
      const target = path.join(dir, `target-${path.basename(archiveFile)}`);
      await expect(
        restoreSite({ archive: archiveFile, target: restored.target, dataDir: target }),
      ).rejects.toThrow(reason);
      // Nothing was written: no uploads folder, no link.
      expect(await fs.readdir(target).catch(() => [])).toEqual([]);
    }
  });
});
