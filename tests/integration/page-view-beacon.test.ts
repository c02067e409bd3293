import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPageViewBeaconHandler } from '@/server/page-views/page-view-beacon';
import { flushPageViews } from '@/server/page-views/page-view-memory';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// A page the browser rendered ahead (speculation rules) counts its view once shown: only from the
// site's own page, only for a page of the site, never a crawler's.

const sitePages = new Set(['/', '/services/seo', '/blog']);
const browser = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile' };

describe.each(engines)('the view of a page shown from speculation on %s', (engine) => {
  let t: TestDatabase;
  const handle = createPageViewBeaconHandler({ isSitePage: async (path) => sitePages.has(path) });
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    handle(
      new Request('http://site.test/api/page-views', {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          'sec-fetch-site': 'same-origin',
          ...browser,
          ...headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  const views = async () => {
    await flushPageViews(t.db);
    const rows = await t.db
      .selectFrom('page_views')
      .select(['path', 'views'])
      .orderBy('path')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.path, Number(row.views)]));
  };

  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.drop());

  it('counts a view of a page of the site, each time one is shown', async () => {
    expect((await send({ path: '/services/seo' })).status).toBe(204);
    expect((await send({ path: '/Services/SEO/' })).status).toBe(204);
    expect(await views()).toEqual({ '/services/seo': 2 });
  });

  it('refuses what is no view of a page of the site, with a reason, and counts nothing', async () => {
    const refused = async (body: unknown, headers?: Record<string, string>) => {
      const answer = await send(body, headers);
      return { status: answer.status, error: ((await answer.json()) as { error: string }).error };
    };
    expect(await refused({ path: '/' }, { 'sec-fetch-site': 'cross-site' })).toEqual({
      status: 403,
      error: 'Only the site’s own pages send these.',
    });
    expect(await refused({ path: '/made-up' })).toEqual({
      status: 404,
      error: 'Not a page of the site: its view is not counted.',
    });
    for (const body of ['not json', { path: '/admin' }, { path: '/', extra: 1 }, {}])
      expect((await refused(body)).status, JSON.stringify(body)).toBe(400);
    expect((await refused({ path: `/${'x'.repeat(600)}` })).status).toBe(413);
    expect(await views()).toEqual({ '/services/seo': 2 });
  });

  it("answers a crawler's without counting it", async () => {
    expect((await send({ path: '/blog' }, { 'user-agent': 'Googlebot/2.1' })).status).toBe(204);
    expect(await views()).toEqual({ '/services/seo': 2 });
  });
});
