import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseRedirectQuery, REDIRECTS_PAGE_SIZE } from '@/lib/admin/redirect-filters';
import { listRedirectPage, recordRedirectHits, saveRedirects } from '@/server/queries/redirects';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// The redirects admin at the size the attack found (15,000 rules, 3.6 MB of HTML when the browser
// searched them): the database searches, filters, orders and pages, and the screen gets one page.
const RULES = 3_000;

describe.each(engines)('the redirects list, paged by the database, on %s', (engine) => {
  let t: TestDatabase;
  const page = (params: Record<string, string>) =>
    listRedirectPage(t.db, parseRedirectQuery(params));

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    const edits = Array.from({ length: RULES }, (_, i) => {
      const n = String(i).padStart(5, '0');
      const gone = i % 10 === 0;
      return {
        data: {
          source: `/old/page-${n}`,
          target: gone ? '' : `/services/seo?from=${n}`,
          type: gone ? 410 : 301,
          note: i === 1234 ? 'Diwali 100% Offer_2025 campaign' : '',
        },
      };
    });
    const saved = await saveRedirects(t.db, edits as never);
    expect(saved.every((result) => result.ok)).toBe(true);
    const idOf = (i: number) => (saved[i] as { id: string }).id;
    await recordRedirectHits(
      t.db,
      new Map([
        [idOf(7), { count: 3, last: '2026-11-01T10:00:00.000Z' }],
        [idOf(2999), { count: 50, last: '2026-10-01T10:00:00.000Z' }],
        [idOf(42), { count: 9, last: '2026-11-20T10:00:00.000Z' }],
      ]),
    );
  }, 120_000);
  afterAll(() => t.drop());

  it('sends one page of 25, by source, with the count of all', async () => {
    const first = await page({});
    expect(first.total).toBe(RULES);
    expect(first.rows).toHaveLength(REDIRECTS_PAGE_SIZE);
    expect(first.rows[0]!.source).toBe('/old/page-00000');
    const last = await page({ page: String(RULES / REDIRECTS_PAGE_SIZE) });
    expect(last.rows.at(-1)!.source).toBe('/old/page-02999');
    expect((await page({ page: '999' })).rows).toEqual([]);
  });

  it('searches the source, target and note word by word, in any case, % and _ literally', async () => {
    expect((await page({ q: 'PAGE-0123' })).total).toBe(10);
    expect((await page({ q: 'from=02999' })).rows.map((r) => r.source)).toEqual([
      '/old/page-02999',
    ]);
    const note = await page({ q: 'diwali 100% offer_2025' });
    expect(note.rows.map((r) => r.source)).toEqual(['/old/page-01234']);
    expect((await page({ q: '100%25' })).total).toBe(0);
    expect((await page({ q: 'offer%2025' })).total).toBe(0);
  });

  it('filters by type and orders by hits or the last hit, never-hit rules last', async () => {
    const gone = await page({ type: '410' });
    expect(gone.total).toBe(RULES / 10);
    expect(gone.rows.every((r) => r.type === 410)).toBe(true);
    const byHits = await page({ sort: 'hits' });
    expect(byHits.rows.slice(0, 4).map((r) => [r.source, r.hits])).toEqual([
      ['/old/page-02999', 50],
      ['/old/page-00042', 9],
      ['/old/page-00007', 3],
      ['/old/page-00000', 0],
    ]);
    const byLastHit = await page({ sort: 'last-hit' });
    expect(byLastHit.rows.slice(0, 4).map((r) => r.source)).toEqual([
      '/old/page-00042',
      '/old/page-00007',
      '/old/page-02999',
      '/old/page-00000',
    ]);
  });

  it('orders by source as a person reads its numbers: 2 before 10', async () => {
    const saved = await saveRedirects(
      t.db,
      ['/zz/p-10', '/zz/p-2', '/zz/p-1'].map((source) => ({
        data: { source, target: '/contact', type: 301, note: '' },
      })) as never,
    );
    expect(saved.every((result) => result.ok)).toBe(true);
    expect((await page({ q: '/zz/p-' })).rows.map((r) => r.source)).toEqual([
      '/zz/p-1',
      '/zz/p-2',
      '/zz/p-10',
    ]);
  });
});
