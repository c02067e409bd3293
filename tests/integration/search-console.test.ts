import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadSearchPerformance } from '@/server/admin/insights/load-search-performance';
import { createSearchConsoleApi } from '@/server/admin/insights/search-console-api';
import { seedDatabase } from '@/server/db/seed';
import { rebuildEnquiryCounts } from '@/server/queries/enquiry-counts';
import { insertEnquiry } from '@/server/queries/enquiry-writes';
import { recordContactClick } from '@/server/queries/contact-clicks';
import {
  KEPT_IMPORTS,
  listPerformanceImports,
  purgeOldPerformance,
  replacePerformance,
} from '@/server/queries/search-console';

import { signedInAs } from '../support/admin-session';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://admin.test';
const fixture = (name: string) => readFileSync(`tests/fixtures/search-console/${name}`, 'utf8');
const range = { since: '2026-10-01', until: '2026-10-28' };

const post = (csv: string, query: Record<string, string>, cookie: string) =>
  new Request(`${origin}/api/admin/search-console?${new URLSearchParams(query).toString()}`, {
    method: 'POST',
    headers: { host: 'admin.test', origin, 'content-type': 'text/csv', cookie },
    body: csv,
  });

describe.each(engines)('Search Console imports on %s', (engine) => {
  let t: TestDatabase;
  let cookie: string;
  let api: ReturnType<typeof createSearchConsoleApi>;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    ({ cookie } = await signedInAs(t.db));
    api = createSearchConsoleApi({
      db: t.db,
      siteHost: 'ranksutra.in',
      sitePaths: () =>
        Promise.resolve(
          new Set(['/', '/services/local-seo/pune', '/services/seo/pune', '/services/seo/mumbai']),
        ),
    });
  });
  afterAll(() => t.drop());

  it('refuses a bad range, a bad file row by row, and a stranger, saving nothing', async () => {
    expect((await api.importCsv(post(fixture('Pages.csv'), range, ''), {})).status).toBe(401);
    const backwards = await api.importCsv(
      post(fixture('Pages.csv'), { since: '2026-10-28', until: '2026-10-01' }, cookie),
      {},
    );
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({
      fieldErrors: { until: ['The last date must not be before the first'] },
    });
    const bad = await api.importCsv(
      post('Top pages,Clicks,Impressions,CTR,Position\nhttps://x.in/,5,1,1%,2\n', range, cookie),
      {},
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'The file was not imported: nothing was saved.',
      errors: ['Line 2: Clicks are more than impressions.'],
    });
    expect(await countRows(t.db, 'search_console_rows')).toBe(0);
  });

  it('says which rows are of another site (left out) and which pages the site does not have', async () => {
    const csv = [
      ...fixture('Pages.csv').trim().split(/\r?\n/),
      'https://other-agency.in/services/seo,3,90,3.3%,8',
    ].join('\n');
    const answer = await api.importCsv(
      post(csv, { since: '2026-09-01', until: '2026-09-28' }, cookie),
      {},
    );
    expect(await answer.json()).toMatchObject({
      imported: 5,
      otherHost: { count: 1, named: ['other-agency.in/services/seo'] },
      unknownPages: { count: 1, named: ['/blog/core-web-vitals-india'] },
    });
    await t.db.deleteFrom('search_console_rows').execute();
  });

  it('imports pages and queries; the same dates again replace, never double', async () => {
    const first = await api.importCsv(post(fixture('Pages.csv'), range, cookie), {});
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ kind: 'page', imported: 5, replaced: false });
    const again = await api.importCsv(post(fixture('Pages.csv'), range, cookie), {});
    expect(await again.json()).toMatchObject({ kind: 'page', imported: 5, replaced: true });
    await api.importCsv(post(fixture('Queries.csv'), range, cookie), {});
    expect(await countRows(t.db, 'search_console_rows')).toBe(8);
  });

  it('shows each landing page and city with the enquiries, chats and calls of the same dates', async () => {
    for (const [day, path] of [
      ['2026-10-05', '/services/local-seo/pune'],
      ['2026-10-06', '/services/local-seo/pune'],
      ['2026-11-02', '/services/local-seo/pune'],
      ['2026-10-07', '/services/seo/mumbai'],
    ] as const) {
      const id = await insertEnquiry(t.db, {
        name: 'Asha Rao',
        email: 'asha@example.in',
        service: 'local-seo',
        message: 'Hello there',
        sourcePage: path,
      });
      await t.db
        .updateTable('form_submissions')
        .set({ created_at: `${day}T10:00:00.000Z` })
        .where('id', '=', id)
        .execute();
    }
    await rebuildEnquiryCounts(t.db);
    const press = { day: '2026-10-09', source: 'google' };
    await recordContactClick(t.db, { ...press, path: '/services/seo/pune', channel: 'whatsapp' });
    await recordContactClick(t.db, { ...press, path: '/services/seo/pune', channel: 'call' });

    const search = await loadSearchPerformance(t.db);
    expect(search.pageImport).toMatchObject({ ...range, kind: 'page', rows: 5 });
    expect(search.pages.map((p) => [p.key, p.clicks, p.enquiries, p.whatsapp, p.calls])).toEqual([
      ['/', 1204, 0, 0, 0],
      ['/services/local-seo/pune', 48, 2, 0, 0],
      ['/services/seo/mumbai', 30, 1, 0, 0],
      ['/services/seo/pune', 12, 0, 1, 1],
      ['/blog/core-web-vitals-india', 7, 0, 0, 0],
    ]);
    // Pune's two pages: sums, and the position weighted by their impressions.
    expect(search.cities[0]).toEqual({
      key: 'Pune',
      clicks: 60,
      impressions: 2520,
      position: 8.3,
      enquiries: 2,
      whatsapp: 1,
      calls: 1,
    });
    expect(search.queries[0]).toEqual({
      key: 'seo agency pune',
      clicks: 31,
      impressions: 820,
      position: 4.2,
    });
  });

  it('keeps the newest imports of each kind, and none past Search Console’s own 16 months', async () => {
    const row = { key: 'https://www.agency.test/', clicks: 1, impressions: 2, position: 3 };
    const month = (m: number) => `2025-${String(m).padStart(2, '0')}`;
    await replacePerformance(t.db, { since: '2025-01-01', until: '2025-01-28' }, 'query', [row]);
    for (let m = 1; m <= KEPT_IMPORTS + 2; m++) {
      const until = m <= 12 ? `${month(m)}-28` : `2026-${String(m - 12).padStart(2, '0')}-28`;
      await replacePerformance(t.db, { since: until.slice(0, 8) + '01', until }, 'page', [row]);
    }
    const pages = (await listPerformanceImports(t.db)).filter((i) => i.kind === 'page');
    expect(pages).toHaveLength(KEPT_IMPORTS);
    expect(pages.map((i) => i.until)).not.toContain('2025-01-28');
    expect(pages.map((i) => i.until)).not.toContain('2025-02-28');
    // Imports of the other kind are kept apart.
    const queries = (await listPerformanceImports(t.db)).filter((i) => i.kind === 'query');
    expect(queries.map((i) => i.until)).toContain('2025-01-28');

    await purgeOldPerformance(t.db, new Date('2026-09-01T00:00:00Z'));
    const left = (await listPerformanceImports(t.db)).map((i) => i.until);
    // 16 months of 31 days before 2026-09-01 is 2025-04-23.
    expect(left.filter((until) => until < '2025-04-23')).toEqual([]);
    expect(left).toContain('2025-04-28');
  });
});
