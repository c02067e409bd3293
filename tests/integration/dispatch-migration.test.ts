import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrateToLatest } from '@/server/db/migrate';
import { toIso } from '@/server/db/values';
import { queueUndispatchedEnquiries } from '@/server/enquiries/dispatch-enquiry';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// Enquiries stored before dispatched_at existed were dispatched then: the sweep must not mail them
// again.
describe.each(engines)('the enquiry dispatch migration on %s', (engine) => {
  let t: TestDatabase;
  const id = 'enquiry-before-dispatch';

  beforeAll(async () => {
    t = await createTestDatabase(engine, { upTo: '20261126-0014-team-accounts' });
    // The row as the app wrote it then, in that day's columns: today's writer would not fit them.
    const stored = '2026-11-26T09:30:00.000Z';
    await sql`
      insert into form_submissions
        (id, name, email, service_interest, message, status, created_at, updated_at)
      values
        (${id}, 'Old Enquiry', 'old@example.in', 'seo', 'Sent before the migration.', 'new',
         ${stored}, ${stored})
    `.execute(t.db);
    await migrateToLatest(t.db);
  });
  afterAll(() => t.drop());

  it('counts every earlier enquiry as dispatched when it was stored', async () => {
    const row = await t.db
      .selectFrom('form_submissions')
      .select(['created_at', 'dispatched_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(toIso(row.dispatched_at!)).toBe(toIso(row.created_at));
    const deps = { notifyTo: () => Promise.resolve(['owner@agency.test']), siteUrl: 'http://x' };
    expect(await queueUndispatchedEnquiries(t.db, deps, new Date(Date.now() + 120_000))).toBe(0);
  });
});
