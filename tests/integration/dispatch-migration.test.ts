import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrateToLatest } from '@/server/db/migrate';
import { toIso } from '@/server/db/values';
import { queueUndispatchedEnquiries } from '@/server/leads/dispatch-enquiry';
import { insertEnquiry } from '@/server/queries/enquiry-writes';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// Enquiries stored before dispatched_at existed were dispatched then: the sweep must not mail them
// again.
describe.each(engines)('the enquiry dispatch migration on %s', (engine) => {
  let t: TestDatabase;
  let id: string;

  beforeAll(async () => {
    t = await createTestDatabase(engine, { upTo: '20261126-0014-team-accounts' });
    id = await insertEnquiry(t.db, {
      name: 'Old Enquiry',
      email: 'old@example.in',
      service: 'seo',
      message: 'Sent before the migration.',
    });
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
