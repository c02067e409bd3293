import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDatabase } from '@/server/db/seed';
import { countPageView, flushPageViews } from '@/server/page-views/page-view-memory';
import {
  enquiryAttention,
  pageViewWeeks,
  scheduledPostCount,
  unresolvedNotFoundCount,
} from '@/server/queries/attention';
import { insertEnquiry, updateEnquiryStatus } from '@/server/queries/enquiry-writes';
import { recordNotFound } from '@/server/queries/not-found-log';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const now = new Date('2026-11-25T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(now.getTime() - days * DAY);
const hit = (probe: boolean) => ({
  count: 2,
  first: ago(1).toISOString(),
  last: ago(1).toISOString(),
  referrer: '',
  bot: probe,
  probe,
});

describe.each(engines)('the dashboard’s attention counts on %s', (engine) => {
  let t: TestDatabase;

  const store = async (daysAgo: number, extra: Record<string, unknown> = {}) => {
    const id = await insertEnquiry(t.db, {
      name: 'Ritu Sharma',
      email: 'ritu@example.in',
      service: 'seo',
      message: 'Hello there',
      ...extra,
    });
    await t.db
      .updateTable('form_submissions')
      .set({ created_at: ago(daysAgo).toISOString() })
      .where('id', '=', id)
      .execute();
    return id;
  };

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    await store(0.5);
    await store(3);
    await updateEnquiryStatus(t.db, await store(5), 'contacted', 'Asha');
    await store(10);
    await store(2, { spamReason: 'honeypot' });
    for (let i = 0; i < 30; i++) countPageView('/services/seo', ago(2));
    for (let i = 0; i < 20; i++) countPageView('/contact', ago(9));
    countPageView('/contact', now);
    await flushPageViews(t.db);
    await recordNotFound(
      t.db,
      new Map([
        ['/old-page', hit(false)],
        ['probe: *.php', hit(true)],
      ]),
    );
  });
  afterAll(() => t.drop());

  it('counts new enquiries, those waiting over a day, spam, and this week against the last', async () => {
    expect(await enquiryAttention(t.db, now)).toEqual({
      fresh: 3,
      waitingOverADay: 2,
      spam: 1,
      thisWeek: 3,
      lastWeek: 1,
    });
  });

  it('sums the page views of the last 7 days, today’s so far included, and the 7 before', async () => {
    // The dashboard once said "0 page views in the last 7 days" with views today: today counts.
    expect(await pageViewWeeks(t.db, now)).toEqual({ thisWeek: 31, lastWeek: 20 });
  });

  it('counts scheduled posts and the 404s people met that still answer 404', async () => {
    // The seed schedules one post for the future.
    expect(await scheduledPostCount(t.db, now)).toBe(1);
    expect(await unresolvedNotFoundCount(t.db)).toBe(1);
  });
});
