import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listingDates } from '@/server/sitemap-listing-dates';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// A listing page's sitemap date follows what it lists: an edit to a page it links to, which leaves
// the listing as it was, keeps its date.

describe.each(engines)('sitemap dates of listing pages on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.drop());

  const pune = { name: 'Pune', services: ['seo', 'ppc'] };
  const listing = (shows: unknown, newest: string) => [
    { path: '/locations/maharashtra', shows, newest },
  ];

  it('dates a listing first seen by what it lists, keeps the date while it shows the same, and moves it when that changes', async () => {
    const first = await listingDates(
      t.db,
      listing([pune], '2026-11-01T10:00:00.000Z'),
      new Date('2026-11-20T00:00:00.000Z'),
    );
    expect(first.get('/locations/maharashtra')).toBe('2026-11-01T10:00:00.000Z');

    // A city page's intro edited: its own date moves, the listing shows the same.
    const same = await listingDates(
      t.db,
      listing([pune], '2026-11-25T09:00:00.000Z'),
      new Date('2026-11-25T09:00:05.000Z'),
    );
    expect(same.get('/locations/maharashtra')).toBe('2026-11-01T10:00:00.000Z');

    // A new page in Pune: the listing shows one more service.
    const grown = await listingDates(
      t.db,
      listing([{ ...pune, services: ['seo', 'ppc', 'local-seo'] }], '2026-11-26T08:00:00.000Z'),
      new Date('2026-11-26T08:00:05.000Z'),
    );
    expect(grown.get('/locations/maharashtra')).toBe('2026-11-26T08:00:05.000Z');
  });
});
