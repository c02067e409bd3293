import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { viewDay } from '@/lib/page-views';
import { MEASURED_VISITS_PER_DAY } from '@/lib/validation/web-vitals';
import { DEVICE_CLASSES, PAGE_TEMPLATES } from '@/lib/web-vitals/page-kinds';
import { bucketEdges, VITALS } from '@/lib/web-vitals/vitals';
import { loadWebVitals } from '@/server/admin/insights/load-web-vitals';
import { createWebVitalsAdminApi } from '@/server/admin/web-vitals/web-vitals-admin-api';
import { purgeExpiredRows } from '@/server/maintenance/purge';
import { getWebVitalsSettings } from '@/server/queries/site-settings';
import {
  MAX_VITAL_PAGES_PER_DAY,
  recordWebVitals,
  WEB_VITALS_RETENTION_DAYS,
} from '@/server/queries/web-vitals';
import { createWebVitalsHandler } from '@/server/web-vitals/web-vitals-endpoint';

import { signedInAs } from '../support/admin-session';
import { createTestDatabase, engines, sumColumn, type TestDatabase } from '../support/databases';
import { fromOwnPage, tokenKey } from '../support/page-tokens';

const now = new Date('2026-11-20T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile Safari';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131 Safari/537.36';

describe.each(engines)('Core Web Vitals from real visitors on %s', (engine) => {
  let t: TestDatabase;
  let handle: ReturnType<typeof createWebVitalsHandler>;
  let network = 0;
  const send = async (
    body: unknown,
    options: { userAgent?: string; address?: string; site?: string } = {},
  ) => {
    const sent = fromOwnPage(
      body,
      {
        'content-type': 'application/json',
        'user-agent': options.userAgent ?? phone,
        // Each beacon from its own network unless a test says otherwise.
        'x-site-socket-address':
          options.address ?? `10.0.${Math.floor(network / 250)}.${network++ % 250}`,
      },
      now,
    );
    const headers = {
      ...sent.headers,
      ...(options.site ? { 'sec-fetch-site': options.site } : {}),
    };
    const request = new Request('http://localhost/api/web-vitals', {
      method: 'POST',
      headers,
      body: typeof sent.body === 'string' ? sent.body : JSON.stringify(sent.body),
    });
    return (await handle(request)).status;
  };
  const stored = () => sumColumn(t.db, 'web_vital_buckets', 'visits');

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    handle = createWebVitalsHandler({ db: t.db, tokenKey, now: () => now });
  });
  afterAll(() => t.drop());

  it('keeps each visit as counts per template, device and bucket, and the p75 reads back', async () => {
    // Eight phone visits to city pages: six good LCPs, two poor; one with a slow interaction.
    for (const lcp of [900, 1200, 1600, 1900, 2100, 2400, 4200, 6000])
      expect(await send({ page: '/services/seo/Mumbai/', lcp, cls: 0.01 })).toBe(204);
    expect(await send({ page: '/services/seo/pune', inp: 650 })).toBe(204);
    expect(await send({ page: '/', lcp: 1800, inp: 80, cls: 0 }, { userAgent: desktop })).toBe(204);

    const all = await loadWebVitals('all', t.db, now);
    expect(all.templates.map((row) => row.template)).toEqual(['home', 'city']);
    const city = all.templates[1]!;
    expect(city.visits).toBe(8);
    // 75% of eight is six: the sixth LCP lies in the bucket (2250, 2500], so the p75 is good.
    expect(city.vitals.lcp).toMatchObject({ visits: 8, rating: 'good' });
    expect(city.vitals.lcp?.p75).toBeGreaterThan(2250);
    expect(city.vitals.lcp?.p75).toBeLessThanOrEqual(2500);
    expect(city.vitals.inp).toMatchObject({ visits: 1, rating: 'poor' });
    expect(city.vitals.cls).toMatchObject({ visits: 8, rating: 'good' });

    const desktops = await loadWebVitals('desktop', t.db, now);
    expect(desktops.templates).toEqual([expect.objectContaining({ template: 'home', visits: 1 })]);

    // The worst pages: the most visits with a poor metric, paths as the site writes them.
    expect(all.worstPages).toEqual([
      { path: '/services/seo/mumbai', visits: 8, poorVisits: 2, poor: { lcp: 2, inp: 0, cls: 0 } },
      { path: '/services/seo/pune', visits: 1, poorVisits: 1, poor: { lcp: 0, inp: 1, cls: 0 } },
    ]);
    // Nothing about the visitor: counts only.
    const columns = Object.keys(
      await t.db.selectFrom('web_vital_pages').selectAll().executeTakeFirstOrThrow(),
    ).sort();
    expect(columns).toEqual([
      'cls_poor',
      'day',
      'inp_poor',
      'lcp_poor',
      'path',
      'poor_visits',
      'visits',
    ]);
  });

  it('refuses bad beacons and keeps nothing of them', async () => {
    const before = await stored();
    expect(await send('{"page":')).toBe(400);
    expect(await send({ page: '/', lcp: 'fast' })).toBe(400);
    expect(await send({ page: '/' })).toBe(400);
    expect(await send({ page: '/', lcp: -5 })).toBe(400);
    expect(await send({ page: '/', lcp: 5_000_000 })).toBe(400);
    expect(await send({ page: '/', inp: 90_000 })).toBe(400);
    expect(await send({ page: '/', cls: 42 })).toBe(400);
    expect(await send({ page: '/admin/enquiries/settings', lcp: 900 })).toBe(400);
    expect(await send({ page: 'https://evil.test/', lcp: 900 })).toBe(400);
    expect(await send({ page: '/', lcp: 900, email: 'a@b.in' })).toBe(400);
    expect(await send({ page: '/', lcp: 900, pad: 'x'.repeat(2000) })).toBe(413);
    expect(await send({ page: '/', lcp: 900 }, { site: 'cross-site' })).toBe(403);
    // A crawler is answered and not counted.
    expect(await send({ page: '/', lcp: 900 }, { userAgent: 'Googlebot/2.1' })).toBe(204);
    expect(await stored()).toBe(before);
  });

  it('answers 503 with a reason, not an empty 500, when the measurement cannot be stored', async () => {
    await t.db.schema.alterTable('web_vital_pages').renameTo('web_vital_pages_away').execute();
    try {
      const sent = fromOwnPage(
        { page: '/', lcp: 900 },
        { 'x-site-socket-address': '192.0.2.80', 'user-agent': phone },
        now,
      );
      const response = await handle(
        new Request('http://localhost/api/web-vitals', {
          method: 'POST',
          headers: sent.headers,
          body: JSON.stringify(sent.body),
        }),
      );
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: 'Not counted: the site cannot store it right now. Try again later.',
      });
    } finally {
      await t.db.schema.alterTable('web_vital_pages_away').renameTo('web_vital_pages').execute();
    }
  });

  it('counts one visit a page and a day from one network, and a day’s visits in all, then 429', async () => {
    const before = await stored();
    const from = { address: '203.0.113.9' };
    expect(await send({ page: '/contact', lcp: 1000 }, from)).toBe(204);
    // The same page again (a reload, or a script with a fresh token each time): counted already.
    expect(await send({ page: '/contact', lcp: 9000 }, from)).toBe(429);
    const answers: number[] = [];
    for (let i = 1; i < MEASURED_VISITS_PER_DAY + 5; i++)
      answers.push(await send({ page: `/blog/post-${i}`, lcp: 1000 }, from));
    expect(answers.filter((status) => status === 204)).toHaveLength(MEASURED_VISITS_PER_DAY - 1);
    expect(answers.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    expect(await stored()).toBe(before + MEASURED_VISITS_PER_DAY);
    // Another network is counted on the same page.
    expect(await send({ page: '/contact', lcp: 1000 }, { address: '203.0.113.10' })).toBe(204);
  });

  it('holds a day to its bounds: buckets by their key, pages at the day’s limit', async () => {
    const day = '2026-10-01';
    // Every template, device and bucket of every metric: the most bucket rows a day can have.
    const most =
      PAGE_TEMPLATES.length *
      DEVICE_CLASSES.length *
      VITALS.reduce((n, v) => n + bucketEdges[v].length + 1, 0);
    for (const template of PAGE_TEMPLATES)
      for (const device of DEVICE_CLASSES)
        for (const vital of VITALS)
          for (const value of [...bucketEdges[vital], bucketEdges[vital].at(-1)! * 2, 0])
            await recordWebVitals(t.db, {
              day,
              path: '/',
              template,
              device,
              values: { [vital]: value },
            });
    const rows = async (table: 'web_vital_buckets' | 'web_vital_pages') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string | number>().as('rows'))
            .where('day', '=', day)
            .executeTakeFirstOrThrow()
        ).rows,
      );
    expect(await rows('web_vital_buckets')).toBe(most);
    expect(most).toBe(1098);

    // The day has '/' already: made-up pages fill it to its limit.
    const madeUp = MAX_VITAL_PAGES_PER_DAY - 1;
    for (let i = 0; i < madeUp; i += 500)
      await t.db
        .insertInto('web_vital_pages')
        .values(
          Array.from({ length: Math.min(500, madeUp - i) }, (_, j) => ({
            day,
            path: `/made-up/${i + j}`,
            visits: 1,
            poor_visits: 0,
            lcp_poor: 0,
            inp_poor: 0,
            cls_poor: 0,
          })),
        )
        .execute();
    const visit = {
      day,
      template: 'other' as const,
      device: 'phone' as const,
      values: { lcp: 800 },
    };
    // A page of the day's first is still counted; a new one counts in the buckets only.
    expect(await recordWebVitals(t.db, { ...visit, path: '/made-up/1' })).toBe(true);
    expect(await recordWebVitals(t.db, { ...visit, path: '/one-more' })).toBe(false);
    expect(await rows('web_vital_pages')).toBe(MAX_VITAL_PAGES_PER_DAY);
    expect(await rows('web_vital_buckets')).toBe(most);
  });

  it('forgets days past the retention period', async () => {
    await purgeExpiredRows(
      t.db,
      new Date(new Date('2026-10-01').getTime() + (WEB_VITALS_RETENTION_DAYS + 1) * DAY),
    );
    const left = await t.db.selectFrom('web_vital_pages').select('day').distinct().execute();
    expect(left.map((row) => row.day)).toEqual([viewDay(now)]);
  });

  it('saves the share of visits measured for an owner, refuses a bad one and an editor', async () => {
    const revalidated: string[][] = [];
    const api = createWebVitalsAdminApi({ db: t.db, revalidate: (tags) => revalidated.push(tags) });
    const put = (body: object, cookie: string) =>
      api.saveSettings(
        new Request('http://admin.test/api/admin/web-vitals', {
          method: 'PUT',
          headers: {
            host: 'admin.test',
            origin: 'http://admin.test',
            'content-type': 'application/json',
            cookie,
          },
          body: JSON.stringify(body),
        }),
        {},
      );
    expect(await getWebVitalsSettings(t.db)).toEqual({ sample_percent: 100 });
    const owner = (await signedInAs(t.db)).cookie;
    const refused = await put({ sample_percent: 150 }, owner);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      fieldErrors: { sample_percent: ['Give a share from 0 to 100'] },
    });
    expect(
      (await put({ sample_percent: 25 }, (await signedInAs(t.db, 'editor')).cookie)).status,
    ).toBe(403);
    expect((await put({ sample_percent: 25 }, owner)).status).toBe(200);
    expect(await getWebVitalsSettings(t.db)).toEqual({ sample_percent: 25 });
    expect(revalidated).toEqual([['web-vitals']]);
  });
});
