import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createRedirectsAdminApi } from '@/server/admin/redirects/redirects-admin-api';
import { listRedirects } from '@/server/queries/redirects';

import { signedInAs } from '../support/admin-session';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://admin.test';

function post(body: string, cookie: string) {
  return new Request(`${origin}/api/admin/redirects/import`, {
    method: 'POST',
    headers: { host: 'admin.test', origin, cookie, 'content-type': 'text/csv' },
    body,
  });
}

type Report = {
  added: number;
  refused: number;
  report: Array<{ line: number; source: string; added: boolean; message: string }>;
};

describe.each(engines)('redirect CSV import and export on %s', (engine) => {
  let t: TestDatabase;
  let api: ReturnType<typeof createRedirectsAdminApi>;
  let cookie: string;
  let reloads = 0;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    api = createRedirectsAdminApi({ db: t.db, reloadRouting: async () => void reloads++ });
    ({ cookie } = await signedInAs(t.db));
  });
  afterAll(() => t.drop());

  it('refuses a wrong header, broken quoting and a file over 1 MB, importing nothing', async () => {
    const cases: Array<[string, number, RegExp]> = [
      ['from,to\n/a,/b\n', 400, /^The first line must be the header source,target,type/],
      ['source,target,type\n"/a,/b,301\n', 400, /^The CSV could not be read: /],
      [`source,target,type\n${'/a,/b,301\n'.repeat(120_000)}`, 413, /^The file is over 1 MB/],
    ];
    for (const [body, status, message] of cases) {
      const response = await api.importCsv(post(body, cookie), {});
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    expect(await countRows(t.db, 'redirects')).toBe(0);
  });

  it('imports an old site’s URL list with a report of each row refused and why', async () => {
    const csv = [
      'source,target,type,note',
      '/old-home,/,301,',
      '/Old-About/,/about-us,301,moved twice',
      '/about-us,/contact,301,',
      'not-a-path,/contact,301,',
      '/admin/x,/contact,301,',
      '/old-home,/blog,301,',
      '/contact,/old-about,301,',
      '"/old-blog/*","/blog/*",302,"with ""quotes"""',
      '/gone-page,,410,',
    ].join('\r\n');
    const response = await api.importCsv(post(csv, cookie), {});
    expect(response.status).toBe(200);
    const body = (await response.json()) as Report;
    expect(body).toMatchObject({ added: 5, refused: 4 });
    expect(body.report.filter((r) => !r.added).map((r) => [r.line, r.message])).toEqual([
      [5, 'Enter a path on this site, starting with /, e.g. /old-page or /old-blog/*'],
      [6, 'The admin, the API and the site’s own files cannot be redirected'],
      [7, '/old-home already redirects to /.'],
      [8, 'This would make a loop: /contact → /old-about → /contact'],
    ]);
    expect(reloads).toBe(1);
    const stored = Object.fromEntries((await listRedirects(t.db)).map((r) => [r.source, r.target]));
    // /about-us arrived after /old-about pointed at it: /old-about was re-pointed, one hop.
    expect(stored).toMatchObject({ '/old-about': '/contact', '/old-blog/*': '/blog/*' });
  });

  it('exports every redirect as CSV that imports again', async () => {
    const response = await api.exportCsv(
      new Request(`${origin}/api/admin/redirects/export`, {
        headers: { host: 'admin.test', cookie },
      }),
      {},
    );
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('"source","target","type","note","hits","last_hit"');
    expect(text).toContain('"/old-blog/*","/blog/*","302","with ""quotes""","0",""');
    await t.db.deleteFrom('redirects').execute();
    const again = (await (await api.importCsv(post(text, cookie), {})).json()) as Report;
    expect(again).toMatchObject({ added: 5, refused: 0 });
  });
});
