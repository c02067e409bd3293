import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import SQLite from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createDatabase, type DB } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { enqueueMail } from '@/server/mail/outbox';
import { checkAppHealth } from '@/server/runtime/app-health';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

describe.each(engines)('the health check on %s', (engine) => {
  let t: TestDatabase;
  let behind: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    behind = await createTestDatabase(engine, { upTo: '20261125-0013-post-editor' });
  });
  afterAll(async () => {
    await t.drop();
    await behind.drop();
  });

  it('is ok with the database answering at the latest schema, and shows the outbox backlog', async () => {
    await enqueueMail(t.db, { to: 'a@example.in', subject: 'x', html: 'y', enquiryId: null });
    await enqueueMail(t.db, { to: 'b@example.in', subject: 'x', html: 'y', enquiryId: null });
    await t.db
      .updateTable('email_outbox')
      .set({ status: 'failed' })
      .where('to_address', '=', 'b@example.in')
      .execute();
    const health = await checkAppHealth(t.db);
    expect(health).toMatchObject({
      status: 'ok',
      database: 'ok',
      pendingMigrations: [],
      outbox: { pending: 1, failed: 1 },
      webhooks: { pending: 0, failed: 0 },
      shuttingDown: false,
    });
    expect(Date.parse(health.outbox.oldestPendingAt!)).toBeGreaterThan(0);
  });

  it('is unavailable while migrations are pending, or while shutting down', async () => {
    const health = await checkAppHealth(behind.db);
    expect(health.status).toBe('unavailable');
    expect(health.pendingMigrations).toEqual([
      '20261126-0014-team-accounts',
      '20261127-0015-enquiry-dispatch',
      '20261127-0016-not-found-resolution',
      '20261128-0017-post-category-slugs',
      '20261128-0018-event-authors',
      '20261129-0019-trash',
      '20261130-0020-city-templates',
      '20261201-0021-enquiry-channels',
      '20261202-0022-bot-hits',
      '20261203-0023-search-console',
      '20261204-0024-indexnow',
      '20261205-0025-web-vitals',
      '20261206-0026-page-tokens',
      '20261207-0027-city-page-ratings',
      '20261208-0028-bot-hit-confirmation',
      '20261209-0029-seo-audits',
      '20261210-0030-audit-enquiries',
      '20261211-0031-enquiry-stages',
      '20261212-0032-call-bookings',
      '20261213-0033-quotes',
      '20261214-0034-redirect-source-order',
      '20261215-0035-whatsapp-follows-phone',
      '20261216-0036-email-template-text',
      '20261217-0037-media',
      '20261218-0038-audit-report-tokens',
      '20261219-0039-audit-reach',
      '20261220-0040-clients',
      '20261221-0041-client-reports',
      '20261222-0042-case-studies',
    ]);
    expect((await checkAppHealth(t.db, true)).status).toBe('unavailable');
  });

  it('is unavailable when the database does not answer', async () => {
    const gone = await createTestDatabase(engine);
    await gone.drop();
    expect(await checkAppHealth(gone.db)).toMatchObject({
      status: 'unavailable',
      database: 'unreachable',
    });
  });
});

// What the attack found answered 200: a database that cannot take a write, and a data folder that
// cannot take a file.
describe('the health check on a SQLite file', () => {
  let dir: string;
  let file: string;
  let db: DB;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'health-'));
    file = path.join(dir, 'site.db');
    db = createDatabase({ kind: 'sqlite', file });
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('is ok, writing its check in the database and a file in the data folder', async () => {
    expect(await checkAppHealth(db, false, dir)).toMatchObject({
      status: 'ok',
      database: 'ok',
      dataFolder: 'ok',
    });
    const row = await db
      .selectFrom('app_state')
      .select('value')
      .where('name', '=', 'health_checked_at')
      .executeTakeFirst();
    expect(row).toBeDefined();
  });

  it('is unavailable once the database file was deleted under it', async () => {
    await rm(file);
    expect(await checkAppHealth(db, false, dir)).toMatchObject({
      status: 'unavailable',
      database: 'not writable',
    });
  });

  it('is unavailable while another process holds the write lock', async () => {
    const other = new SQLite(file);
    other.exec('begin immediate');
    try {
      expect(await checkAppHealth(db, false, dir)).toMatchObject({
        status: 'unavailable',
        database: 'busy',
      });
    } finally {
      other.exec('rollback');
      other.close();
    }
  });

  it('is unavailable when the data folder takes no file', async () => {
    const notAFolder = path.join(dir, 'site.db');
    expect(await checkAppHealth(db, false, notAFolder)).toMatchObject({
      status: 'unavailable',
      database: 'ok',
      dataFolder: 'not writable',
    });
  });
});
