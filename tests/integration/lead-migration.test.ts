import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrateToLatest } from '@/server/db/migrate';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

describe.each(engines)('the lead pipeline migration on %s', (engine) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(engine, { upTo: '20261123-0011-health-reports' });
    const row = (id: string, status: string, extra: object) => ({
      id,
      name: 'Old Lead',
      email: `${id}@example.in`,
      message: 'Stored before the lead pipeline',
      service_interest: 'seo',
      city: 'Pune',
      status,
      created_at: '2026-10-05T09:00:00.000Z',
      updated_at: '2026-10-05T09:00:00.000Z',
      ...extra,
    });
    await t.db
      .insertInto('form_submissions')
      .values([
        row('a', 'new', {
          source_page: '/services/seo/pune?utm_source=google',
          utm: JSON.stringify({ utm_source: 'Google' }),
        }),
        row('b', 'closed', { referrer: 'https://www.bing.com/search?q=seo' }),
        row('c', 'contacted', {}),
      ])
      .execute();
    await migrateToLatest(t.db);
  });
  afterAll(() => t.drop());

  it('gives stored enquiries their source and landing path', async () => {
    const rows = await t.db
      .selectFrom('form_submissions')
      .select(['id', 'lead_source', 'landing_path'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'a', lead_source: 'google', landing_path: '/services/seo/pune' },
      { id: 'b', lead_source: 'bing.com', landing_path: null },
      { id: 'c', lead_source: 'direct', landing_path: null },
    ]);
  });

  it('counts them for the insights', async () => {
    const counts = await t.db
      .selectFrom('enquiry_counts')
      .select(['dimension', 'key', 'day', 'count'])
      .orderBy('dimension')
      .orderBy('key')
      .execute();
    expect(counts.map((c) => [c.dimension, c.key, c.day, Number(c.count)])).toEqual([
      ['city', 'Pune', '2026-10-05', 3],
      ['landing', '', '2026-10-05', 2],
      ['landing', '/services/seo/pune', '2026-10-05', 1],
      ['service', 'seo', '2026-10-05', 3],
      ['source', 'bing.com', '2026-10-05', 1],
      ['source', 'direct', '2026-10-05', 1],
      ['source', 'google', '2026-10-05', 1],
    ]);
  });
});
