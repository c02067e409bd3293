import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseInsightPeriod } from '@/lib/leads/insights';
import { loadInsights } from '@/server/admin/insights/load-insights';
import { seedDatabase } from '@/server/db/seed';
import { countPageView, flushPageViews } from '@/server/page-views/page-view-memory';
import { rebuildEnquiryCounts } from '@/server/queries/enquiry-counts';
import { deleteSubmission, insertEnquiry, markNotSpam } from '@/server/queries/enquiry-writes';
import { erasePersonalData } from '@/server/queries/privacy-erase';
import { viewsByPath } from '@/server/queries/page-views';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const now = new Date('2026-11-25T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe.each(engines)('lead insights on %s', (engine) => {
  let t: TestDatabase;

  const store = async (daysAgo: number, extra: Record<string, unknown>) => {
    const id = await insertEnquiry(t.db, {
      name: 'Ritu Sharma',
      email: 'ritu@example.in',
      service: 'seo',
      message: 'Hello there',
      ...extra,
    });
    await t.db
      .updateTable('form_submissions')
      .set({ created_at: new Date(now.getTime() - daysAgo * DAY).toISOString() })
      .where('id', '=', id)
      .execute();
  };

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    const pune = 'https://agency.example/services/local-seo/pune?utm_source=x';
    await store(1, {
      service: 'local-seo',
      city: 'Pune',
      sourcePage: pune,
      utm: { utm_source: 'Google' },
    });
    await store(2, {
      service: 'local-seo',
      city: 'Pune',
      sourcePage: pune,
      referrer: 'https://www.bing.com/',
    });
    await store(9, { service: 'ppc', city: 'Mumbai', sourcePage: '/contact' });
    await store(40, { service: 'ppc', city: 'Mumbai', sourcePage: '/contact' });
    await store(3, { service: 'seo', spamReason: 'honeypot', sourcePage: '/contact' });
    // Moved back in time by hand, so counted again as a repair would.
    await rebuildEnquiryCounts(t.db);

    for (let i = 0; i < 150; i++)
      countPageView('/services/local-seo/pune', new Date(now.getTime() - DAY));
    for (let i = 0; i < 50; i++)
      countPageView('/services/local-seo/pune/', new Date(now.getTime() - 2 * DAY));
    for (let i = 0; i < 40; i++) countPageView('/contact', new Date(now.getTime() - 5 * DAY));
    countPageView('/contact', new Date(now.getTime() - 60 * DAY));
    await flushPageViews(t.db);
    countPageView('/contact', new Date(now.getTime() - 5 * DAY));
    await flushPageViews(t.db);
  });
  afterAll(() => t.drop());

  it('adds page views per path and day, with no visitor data', async () => {
    const views = await viewsByPath(t.db, '2026-11-01', '2026-11-30');
    expect(Object.fromEntries(views)).toEqual({ '/services/local-seo/pune': 200, '/contact': 41 });
    const columns = Object.keys(
      await t.db.selectFrom('page_views').selectAll().executeTakeFirstOrThrow(),
    ).sort();
    expect(columns).toEqual(['day', 'path', 'views']);
  });

  it('breaks the period down by service, city, landing page and source, spam left out', async () => {
    const insights = await loadInsights(parseInsightPeriod('30d'), t.db, now);
    expect(insights.total).toBe(3);
    expect(insights.services).toEqual([
      { key: 'Local SEO', count: 2 },
      { key: 'PPC Management', count: 1 },
    ]);
    expect(insights.cities).toEqual([
      { key: 'Pune', count: 2 },
      { key: 'Mumbai', count: 1 },
    ]);
    expect(insights.sources).toEqual([
      { key: 'bing.com', count: 1 },
      { key: 'direct', count: 1 },
      { key: 'google', count: 1 },
    ]);
    expect(insights.landing).toEqual([
      { path: '/services/local-seo/pune', enquiries: 2, views: 200, rate: 1 },
      { path: '/contact', enquiries: 1, views: 41, rate: 2.4 },
    ]);
  });

  it('counts the last twelve weeks whatever the period', async () => {
    const insights = await loadInsights(parseInsightPeriod('30d'), t.db, now);
    expect(insights.weeks.map((w) => w.count)).toEqual([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 2]);
    const year = await loadInsights(parseInsightPeriod('365d'), t.db, now);
    expect(year.total).toBe(4);
  });

  it('keeps the daily counts equal to a recount through every write', async () => {
    const snapshot = async () =>
      (
        await t.db
          .selectFrom('enquiry_counts')
          .selectAll()
          .orderBy('dimension')
          .orderBy('day')
          .orderBy('key')
          .execute()
      ).map((r) => ({ ...r, count: Number(r.count) }));
    const a = await insertEnquiry(t.db, {
      name: 'A B',
      email: 'x@example.in',
      service: 'ppc',
      message: 'Hello there',
      city: 'Surat',
    });
    const spam = await insertEnquiry(t.db, {
      name: 'A B',
      email: 'y@example.in',
      service: 'seo',
      message: 'Hello there',
      spamReason: 'honeypot',
    });
    await insertEnquiry(t.db, {
      name: 'A B',
      email: 'z@example.in',
      service: 'seo',
      message: 'Hello there',
      city: 'Surat',
    });
    expect(await markNotSpam(t.db, spam)).toBe(true);
    expect(await deleteSubmission(t.db, a)).toBe(true);
    await erasePersonalData(t.db, 'z@example.in');
    const incremental = await snapshot();
    await rebuildEnquiryCounts(t.db);
    expect(incremental).toEqual(await snapshot());
  });
});
