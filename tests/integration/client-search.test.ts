import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Role } from '@/lib/admin/roles';
import { createClientSearchApi } from '@/server/admin/clients/client-search-api';
import { seedDatabase } from '@/server/db/seed';
import { SOCKET_ADDRESS_HEADER } from '@/server/http/client-address';
import { clientSearchMonths } from '@/server/queries/client-search';
import { createClient } from '@/server/queries/clients';

import { signedInAs } from '../support/admin-session';
import { clientData } from '../support/clients';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

// A client's Search Console figures on both engines: a month's Pages.csv and Queries.csv kept by
// month, a re-import replacing the month, another site's pages refused with their addresses, a
// file of no page of the client refused whole; sales may import, editors may not.

const origin = 'http://admin.test';
const pages = (host: string) =>
  [
    'Top pages,Clicks,Impressions,CTR,Position',
    `https://${host}/,120,3000,4%,6.5`,
    `https://www.${host}/rings,30,1000,3%,12.5`,
  ].join('\n');
const queries = [
  'Top queries,Clicks,Impressions,CTR,Position',
  'jewellers in jaipur,80,2000,4%,4.2',
  'gold rings jaipur,20,900,2.2%,9.1',
].join('\n');

describe.each(engines)('a client’s Search Console months on %s', (engine) => {
  let t: TestDatabase;
  let api: ReturnType<typeof createClientSearchApi>;
  let clientId: string;
  const cookies = {} as Record<Role, string>;

  const send = (csv: string, month: string, role: Role = 'sales', id = clientId) =>
    api.importMonth(
      new Request(`${origin}/api/admin/clients/${id}/search-console?month=${month}`, {
        method: 'POST',
        headers: {
          host: 'admin.test',
          origin,
          cookie: cookies[role],
          'content-type': 'text/csv',
          [SOCKET_ADDRESS_HEADER]: '192.0.2.10',
        },
        body: csv,
      }),
      { id },
    );

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    api = createClientSearchApi({ db: t.db });
    for (const role of ['sales', 'editor'] as const)
      cookies[role] = (await signedInAs(t.db, role)).cookie;
  });
  afterAll(() => t.drop());
  beforeEach(async () => {
    await t.db.deleteFrom('clients').execute();
    const made = await createClient(
      t.db,
      clientData({ website: 'https://mehtajewellers.example.in', startedOn: '2026-10-01' }),
      { author: 'Sara', quoteId: null },
    );
    if (!made.ok) throw new Error('no client');
    clientId = made.id;
  });

  it('keeps each month’s pages and queries, totals from the pages, and replaces a month imported again', async () => {
    const first = await send(pages('mehtajewellers.example.in'), '2026-10');
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ kind: 'page', imported: 2, replaced: false });
    expect((await send(queries, '2026-10')).status).toBe(201);
    expect((await send(queries, '2026-11')).status).toBe(201);
    const months = await clientSearchMonths(t.db, clientId);
    expect(months.map(({ position: _position, ...totals }) => totals)).toEqual([
      // November has queries only: their totals.
      { month: '2026-11', kinds: ['query'], clicks: 100, impressions: 2900 },
      { month: '2026-10', kinds: ['page', 'query'], clicks: 150, impressions: 4000 },
    ]);
    // Weighted by impressions; October's from its pages.
    expect(months[0]!.position).toBeCloseTo((4.2 * 2000 + 9.1 * 900) / 2900, 5);
    expect(months[1]!.position).toBeCloseTo((6.5 * 3000 + 12.5 * 1000) / 4000, 5);
    const again = await send(
      pages('mehtajewellers.example.in').split('\n').slice(0, 2).join('\n'),
      '2026-10',
    );
    expect(await again.json()).toMatchObject({ imported: 1, replaced: true });
    expect((await clientSearchMonths(t.db, clientId))[1]).toMatchObject({
      clicks: 120,
      impressions: 3000,
    });
  });

  it('refuses another site’s pages by name, and a file with none of the client’s whole', async () => {
    const mixed = [
      pages('mehtajewellers.example.in'),
      'https://other.example.in/contact,5,50,10%,3',
    ].join('\n');
    const answer = await send(mixed, '2026-10');
    expect(await answer.json()).toMatchObject({
      imported: 2,
      otherHost: { count: 1, named: ['other.example.in/contact'] },
    });
    const foreign = await send(pages('other.example.in'), '2026-11');
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({
      error:
        'None of these pages is on mehtajewellers.example.in: is this the export of another property? Nothing was saved.',
      errors: [
        'other.example.in/ is not a page of mehtajewellers.example.in.',
        'www.other.example.in/rings is not a page of mehtajewellers.example.in.',
      ],
    });
    expect((await clientSearchMonths(t.db, clientId)).map((m) => m.month)).toEqual(['2026-10']);
  });

  it('answers a bad month, a bad file, an editor and an unknown client, and stores nothing', async () => {
    const month = await send(queries, '2026-13');
    expect(await month.json()).toMatchObject({
      fieldErrors: { month: ['Give the month the export covers'] },
    });
    const future = await send(queries, '2999-01');
    expect(await future.json()).toMatchObject({
      fieldErrors: { month: ['The month cannot be in the future'] },
    });
    const bad = await send(
      'Top queries,Clicks,Impressions,CTR,Position\nrings,ten,100,1%,4',
      '2026-10',
    );
    expect(await bad.json()).toMatchObject({
      errors: ['Line 2: Clicks is not a whole number.'],
    });
    expect((await send(queries, '2026-10', 'editor')).status).toBe(403);
    expect((await send(queries, '2026-10', 'sales', 'nobody')).status).toBe(404);
    expect(await countRows(t.db, 'client_search_rows')).toBe(0);
  });
});
