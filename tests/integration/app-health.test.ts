import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
    await enqueueMail(t.db, { to: 'a@example.in', subject: 'x', html: 'y', submissionId: null });
    await enqueueMail(t.db, { to: 'b@example.in', subject: 'x', html: 'y', submissionId: null });
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
    expect(health.pendingMigrations).toEqual(['20261126-0014-team-accounts']);
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
