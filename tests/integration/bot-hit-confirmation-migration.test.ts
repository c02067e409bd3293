import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrateToLatest } from '@/server/db/migrate';
import { botHitsByBot } from '@/server/queries/bot-hits';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

describe.each(engines)('the bot hit confirmation migration on %s', (engine) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(engine, { upTo: '20261207-0027-city-page-ratings' });
    await sql`insert into bot_hits (day, bot, path, hits) values
      ('2026-11-20', 'googlebot', '/services/seo', 7),
      ('2026-11-20', 'gptbot', '/', 2)`.execute(t.db);
    await migrateToLatest(t.db);
  });
  afterAll(() => t.drop());

  it('keeps the hits counted before, as not checked', async () => {
    expect(await botHitsByBot(t.db, { since: '2026-11-01', until: '2026-11-30' })).toEqual([
      {
        bot: 'googlebot',
        hits: { confirmed: 0, unconfirmed: 0, unchecked: 7 },
        pages: [{ path: '/services/seo', hits: 7 }],
      },
      {
        bot: 'gptbot',
        hits: { confirmed: 0, unconfirmed: 0, unchecked: 2 },
        pages: [{ path: '/', hits: 2 }],
      },
    ]);
    // The new key: the same bot, day and path may be counted under each confirmation.
    await sql`insert into bot_hits (day, bot, confirmation, path, hits) values
      ('2026-11-20', 'googlebot', 'unconfirmed', '/services/seo', 1)`.execute(t.db);
  });
});
