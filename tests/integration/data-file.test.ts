import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createDatabase, type DB } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { seedDatabase } from '@/server/db/seed';
import {
  assertDatabaseIdentity,
  assertDatabaseNotLost,
  assertWritableFolder,
  DataFileError,
} from '@/server/db/sqlite-file';
import { hitRateLimit } from '@/server/rate-limit/rate-limit';

import { createTestDatabase, engines } from '../support/databases';

// A real read-only file system where this machine lets us mount one (root); permissions alone do
// not stop root from writing.
const readOnlyDir = mkdtempSync(path.join(tmpdir(), 'read-only-'));
let mounted = false;
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', readOnlyDir], {
    stdio: 'ignore',
  });
  mounted = true;
} catch {
  mounted = false;
}
afterAll(() => {
  if (mounted) execFileSync('umount', [readOnlyDir]);
});

describe('the SQLite data folder', () => {
  let dir: string;
  let file: string;
  let db: DB;
  const open = async () => {
    db = createDatabase({ kind: 'sqlite', file });
    await migrateToLatest(db);
    return db;
  };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'data-'));
    file = path.join(dir, 'site.db');
  });
  afterEach(async () => {
    await db?.destroy().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });

  it.runIf(mounted)('refuses a read-only DATA_DIR, naming it', () => {
    expect(() => assertWritableFolder(readOnlyDir)).toThrow(
      new RegExp(`^DATA_DIR "${readOnlyDir}" is not writable \\(EROFS\\)`),
    );
    expect(() => assertWritableFolder(dir)).not.toThrow();
  });

  it('refuses to start on a new, empty file where a database was', async () => {
    await assertDatabaseIdentity(await open(), file);
    await db.destroy();
    await rm(file);
    expect(() => assertDatabaseNotLost(file)).toThrow(DataFileError);
    expect(() => assertDatabaseNotLost(file)).toThrow(/is missing, but .*site\.db\.id shows/);
    // Another database put in its place is refused too.
    await assertDatabaseIdentity(await open(), path.join(dir, 'other.db'));
    await expect(assertDatabaseIdentity(db, file)).rejects.toThrow(
      /is not the database this folder held/,
    );
  });

  it('refuses writes once the open database file is deleted under the running server', async () => {
    await open();
    await hitRateLimit(db, 'before', { limit: 5, windowSeconds: 60 });
    for (const suffix of ['', '-wal', '-shm']) await rm(`${file}${suffix}`, { force: true });
    await expect(hitRateLimit(db, 'after', { limit: 5, windowSeconds: 60 })).rejects.toThrow(
      /was deleted or replaced while the server ran/,
    );
  });
});

describe.each(engines)('seeding on %s', (engine) => {
  it('seeds a new database once: content the admin deleted stays deleted', async () => {
    const t = await createTestDatabase(engine);
    try {
      expect(await seedDatabase(t.db)).toBe(true);
      const post = await t.db
        .selectFrom('blog_posts')
        .select(['id', 'slug'])
        .executeTakeFirstOrThrow();
      await t.db.deleteFrom('blog_posts').where('id', '=', post.id).execute();
      expect(await seedDatabase(t.db)).toBe(false);
      const again = await t.db
        .selectFrom('blog_posts')
        .select('id')
        .where('slug', '=', post.slug)
        .execute();
      expect(again).toEqual([]);
    } finally {
      await t.drop();
    }
  });
});
