import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseInsightPeriod } from '@/lib/enquiries/insights';
import { loadInsights } from '@/server/admin/insights/load-insights';
import { seedDatabase } from '@/server/db/seed';
import { countPageView, flushPageViews } from '@/server/page-views/page-view-memory';
import { rebuildEnquiryCounts } from '@/server/queries/enquiry-counts';
import { deleteEnquiry, insertEnquiry, markNotSpam } from '@/server/queries/enquiry-writes';
import { erasePersonalData } from '@/server/queries/privacy-erase';
import { viewsByPath } from '@/server/queries/page-views';
import { restoreFromTrash } from '@/server/queries/trash';
import { createContactClickHandler } from '@/server/contact/contact-clicks';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';
import { fromOwnPage, tokenKey } from '../support/page-tokens';

const now = new Date('2026-11-25T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe.each(engines)('lead insights on %s', (engine) => {
  let t: TestDatabase;
  const answers: number[] = [];

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

    const pressedAt = new Date(now.getTime() - DAY);
    const press = createContactClickHandler({ db: t.db, tokenKey, now: () => pressedAt });
    let visitor = 0;
    const send = async (raw: unknown, userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/131') => {
      // Each press from a visitor of its own: one network counts a button once a page and a day.
      const headers = {
        'content-type': 'application/json',
        'user-agent': userAgent,
        'x-site-socket-address': `192.0.2.${++visitor}`,
      };
      const sent = fromOwnPage(raw, headers, pressedAt);
      const body = typeof sent.body === 'string' ? sent.body : JSON.stringify(sent.body);
      const request = new Request('http://localhost/api/contact-clicks', {
        method: 'POST',
        headers: sent.headers,
        body,
      });
      answers.push((await press(request)).status);
    };
    const punePage = '/services/local-seo/pune';
    await send({ channel: 'whatsapp', page: punePage, utm: { utm_source: 'Google' } });
    await send({ channel: 'whatsapp', page: punePage, referrer: 'https://www.bing.com/search' });
    await send({ channel: 'call', page: '/services/seo/mumbai/' });
    // A crawler's press is answered and not kept; made-up channels, admin pages and junk are refused.
    await send({ channel: 'call', page: punePage }, 'Googlebot/2.1');
    await send({ channel: 'sms', page: punePage });
    await send({ channel: 'call', page: '/admin/enquiries/settings' });
    await send('{');
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
      { key: 'Pune', enquiries: 2, whatsapp: 2, calls: 0 },
      { key: 'Mumbai', enquiries: 1, whatsapp: 0, calls: 1 },
    ]);
    expect(insights.sources).toEqual([
      { key: 'bing.com', count: 1 },
      { key: 'direct', count: 1 },
      { key: 'google', count: 1 },
    ]);
    // WhatsApp and call presses side by side with the enquiries, a page with presses only too.
    const row = (key: string, counts: number[], views: number, rate: number | null) => ({
      key,
      enquiries: counts[0],
      whatsapp: counts[1],
      calls: counts[2],
      audits: 0,
      views,
      rate,
    });
    expect(insights.landing).toEqual([
      row('/services/local-seo/pune', [2, 2, 0], 200, 1),
      row('/contact', [1, 0, 0], 41, 2.4),
      row('/services/seo/mumbai', [0, 0, 1], 0, null),
    ]);
  });

  it('counts WhatsApp and call presses per day, page, channel and source, and nothing else', async () => {
    const rows = await t.db
      .selectFrom('contact_clicks')
      .selectAll()
      .orderBy('path')
      .orderBy('source')
      .execute();
    expect(rows.map((r) => ({ ...r, clicks: Number(r.clicks) }))).toEqual([
      {
        day: '2026-11-24',
        path: '/services/local-seo/pune',
        channel: 'whatsapp',
        source: 'bing.com',
        clicks: 1,
      },
      {
        day: '2026-11-24',
        path: '/services/local-seo/pune',
        channel: 'whatsapp',
        source: 'google',
        clicks: 1,
      },
      {
        day: '2026-11-24',
        path: '/services/seo/mumbai',
        channel: 'call',
        source: 'direct',
        clicks: 1,
      },
    ]);
    expect(answers).toEqual([204, 204, 204, 204, 400, 400, 400]);
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
    const trashed = await deleteEnquiry(t.db, a);
    expect(trashed).toEqual(expect.any(String));
    await erasePersonalData(t.db, 'z@example.in');
    let incremental = await snapshot();
    await rebuildEnquiryCounts(t.db);
    expect(incremental).toEqual(await snapshot());
    // Restored from the trash, it counts again.
    expect(await restoreFromTrash(t.db, trashed!)).toMatchObject({ ok: true, kind: 'enquiry' });
    incremental = await snapshot();
    await rebuildEnquiryCounts(t.db);
    expect(incremental).toEqual(await snapshot());
  });
});
