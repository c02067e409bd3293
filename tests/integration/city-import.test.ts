import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createCitiesAdminApi } from '@/server/admin/cities/cities-admin-api';
import { seedDatabase } from '@/server/db/seed';
import { listCityRecords } from '@/server/queries/cities';

import { signedInAs } from '../support/admin-session';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://admin.test';

function upload(csv: string, cookie: string, check = false) {
  return new Request(`${origin}/api/admin/cities/import${check ? '?check=1' : ''}`, {
    method: 'POST',
    headers: { host: 'admin.test', origin, cookie, 'content-type': 'text/csv' },
    body: csv,
  });
}

type Report = {
  error?: string;
  imported?: number;
  refused: number;
  rows: Array<{ line: number; name: string; slug: string; problem: string }>;
};

describe.each(engines)('importing cities from a CSV on %s', (engine) => {
  let t: TestDatabase;
  let api: ReturnType<typeof createCitiesAdminApi>;
  let cookie: string;
  const revalidated: string[][] = [];

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    api = createCitiesAdminApi({
      db: t.db,
      revalidate: (tags) => revalidated.push(tags),
      reloadRouting: async () => {},
    });
    ({ cookie } = await signedInAs(t.db));
  });
  afterAll(() => t.drop());

  const send = async (csv: string, check = false) => {
    const response = await api.importCsv(upload(csv, cookie, check), {});
    return { status: response.status, body: (await response.json()) as Report };
  };
  const cityCount = async () => (await listCityRecords(t.db)).length;

  it('previews every row with its problem, and writes nothing', async () => {
    const before = await cityCount();
    const { status, body } = await send(
      [
        'name,state,latitude,longitude,featured',
        'Nashik,Maharashtra,19.99752,73.78981,no',
        'Pune,Maharashtra,,,',
        'Thane,,,,',
        'Vapi,Gujarat,20.37,,',
        'Nashik,Maharashtra,,,',
        'Navsari,Gujarat,,,maybe',
        'Anand,Gujarat,,,yes',
        'Valsad,Gujarat,20.5992,72.93426,no',
      ].join('\n'),
      true,
    );
    expect(status).toBe(200);
    expect(body.rows.map((row) => [row.line, row.slug, row.problem])).toEqual([
      [2, 'nashik', ''],
      [3, 'pune', 'Pune is already a city'],
      [4, 'thane', 'Fill in the state column'],
      [5, 'vapi', 'Give both latitude and longitude, or neither'],
      [6, 'nashik', 'The same city as line 2'],
      [7, 'navsari', 'Write yes or no under featured'],
      [8, 'anand', 'A city shown on the home page needs an image'],
      [
        9,
        'valsad',
        'Give the latitude to at least 5 decimal places, e.g. 19.00047, as Google asks (zeros at the end do not count)',
      ],
    ]);
    expect(body.refused).toBe(7);
    expect(await cityCount()).toBe(before);
  });

  it('imports nothing when a row has a problem, and says so', async () => {
    const before = await cityCount();
    const { status, body } = await send('name,state\nNashik,Maharashtra\nPune,Maharashtra');
    expect(status).toBe(400);
    expect(body.error).toBe(
      '1 of the rows cannot be imported, so none was: correct them and try again.',
    );
    expect(await cityCount()).toBe(before);
  });

  it('imports every city of a clean file at once, and expires the city pages', async () => {
    revalidated.length = 0;
    const before = await cityCount();
    const csv = [
      'name,state,latitude,longitude',
      'Nashik,Maharashtra,19.99752,73.78981',
      'Vapi,Gujarat,,',
    ];
    const { status, body } = await send(csv.join('\r\n'));
    expect(status).toBe(201);
    expect(body.imported).toBe(2);
    expect(revalidated).toEqual([['city-pages']]);
    const cities = await listCityRecords(t.db);
    expect(cities).toHaveLength(before + 2);
    expect(cities.find((c) => c.slug === 'nashik')).toMatchObject({
      name: 'Nashik',
      state: 'Maharashtra',
      latitude: 19.99752,
      featured: false,
    });
    // A second import of the same file finds them there.
    expect((await send(csv.join('\n'), true)).body.rows[0]!.problem).toBe(
      'Nashik is already a city',
    );
  });

  it('refuses a file without the header, an empty one and one over the limits', async () => {
    expect((await send('city,region\nX,Y')).body.error).toMatch(
      /^The first line must be the header name,state/,
    );
    expect((await send('name,state\n')).body.error).toBe('The CSV has a header but no cities.');
    const rows = Array.from({ length: 1001 }, (_, n) => `Town ${n},Goa`).join('\n');
    expect((await send(`name,state\n${rows}`)).body.error).toBe(
      'The CSV has 1001 rows; import at most 1000 at a time.',
    );
    const big = await api.importCsv(
      upload('name,state\n' + 'x'.repeat(10 * 1024 * 1024), cookie),
      {},
    );
    expect(big.status).toBe(413);
    expect(((await big.json()) as Report).error).toBe(
      'The file is over 1 MB: split it and import the parts.',
    );
  });

  it('refuses an import without a session', async () => {
    const response = await api.importCsv(
      new Request(`${origin}/api/admin/cities/import`, {
        method: 'POST',
        headers: { host: 'admin.test', origin },
        body: 'name,state\nNashik,Maharashtra',
      }),
      {},
    );
    expect(response.status).toBe(401);
  });
});
