import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createDatabase, type DB } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { hitRateLimit } from '@/server/rate-limit/rate-limit';

import { solvedCaptcha } from '../support/captcha';
import { testContactEndpoint, testHmacKey } from '../support/contact';

// Another process holding SQLite's write lock: a second connection to the same file.
describe('SQLite while another process holds the write lock', () => {
  let dir: string;
  let file: string;
  let db: DB;
  let other: SQLite.Database;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'busy-'));
    file = path.join(dir, 'site.db');
    db = createDatabase({ kind: 'sqlite', file }, { budgetMs: 600 });
    await migrateToLatest(db);
    other = new SQLite(file);
    other.exec('begin immediate');
  });
  afterEach(async () => {
    if (other.inTransaction) other.exec('rollback');
    other.close();
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  const write = () => hitRateLimit(db, 'busy-test', { limit: 5, windowSeconds: 60 });

  it('waits without blocking the event loop, and writes once the lock is released', async () => {
    const events: string[] = [];
    const writing = write().then(() => events.push('written'));
    // With a synchronous busy wait this timer could only fire after the write had finished.
    await new Promise((resolve) => setTimeout(resolve, 50));
    events.push('timer');
    other.exec('rollback');
    await writing;
    expect(events).toEqual(['timer', 'written']);
  });

  it('answers reads while a write waits for the lock', async () => {
    const events: string[] = [];
    const writing = write().then(() => events.push('written'));
    const reading = db
      .selectFrom('app_state')
      .selectAll()
      .execute()
      .then(() => events.push('read'));
    await reading;
    // The write is still waiting: the read did not queue behind it.
    expect(events).toEqual(['read']);
    other.exec('rollback');
    await writing;
    expect(events).toEqual(['read', 'written']);
    // A transaction still sees its own writes, and a read after it sees them too.
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('app_state')
        .values({ name: 'split-test', value: 'x', updated_at: new Date().toISOString() })
        .execute();
      expect(
        await trx
          .selectFrom('app_state')
          .select('value')
          .where('name', '=', 'split-test')
          .execute(),
      ).toHaveLength(1);
    });
    expect(
      await db.selectFrom('app_state').select('value').where('name', '=', 'split-test').execute(),
    ).toEqual([{ value: 'x' }]);
  });

  it('gives up with SQLITE_BUSY once the retry budget is spent', async () => {
    const error: unknown = await write().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as { code?: string }).code).toMatch(/^SQLITE_BUSY/);
  });

  it('tells a visitor whose enquiry cannot be stored what the form says on failure', async () => {
    const send = testContactEndpoint(db, { rateLimit: 5, notifyTo: 'owner@example.in' });
    const response = await send(
      {
        name: 'Asha Rao',
        email: 'asha@example.in',
        service: 'seo',
        message: 'Please call me back.',
        captcha: await solvedCaptcha(testHmacKey),
      },
      '192.0.2.9',
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      error: 'Form submission failed. Please try again.',
      problem: 'unavailable',
    });
  });
});
