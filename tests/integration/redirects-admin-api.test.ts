import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createRedirectsAdminApi } from '@/server/admin/redirects/redirects-admin-api';
import { TARGET_MESSAGE } from '@/lib/validation/redirect';
import { seedDatabase } from '@/server/db/seed';
import { matchRedirect } from '@/server/pipeline/redirect';
import { reloadRouting } from '@/server/pipeline/routing-memory';
import { flushRedirectHits } from '@/server/redirects/redirect-hits';
import { listRedirects } from '@/server/queries/redirects';
import { routingVersion } from '@/server/queries/routing-version';

import { signedInAs } from '../support/admin-session';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://admin.test';

function request(method: string, body?: object, cookie?: string, headers: HeadersInit = {}) {
  const all = new Headers({ host: 'admin.test', origin, ...headers });
  if (cookie) all.set('cookie', cookie);
  if (body) all.set('content-type', 'application/json');
  return new Request(`${origin}/api/admin/redirects`, {
    method,
    headers: all,
    body: body ? JSON.stringify(body) : undefined,
  });
}

type Errors = { fieldErrors: Record<string, string[]> };
const errorsOf = async (response: Response) => ((await response.json()) as Errors).fieldErrors;
const redirect = (source: string, target: string, type = 301, note = '') => ({
  source,
  target,
  type,
  note,
});

describe.each(engines)('redirects admin API on %s', (engine) => {
  let t: TestDatabase;
  let api: ReturnType<typeof createRedirectsAdminApi>;
  let cookie: string;
  const create = (body: object) => api.create(request('POST', body, cookie), {});
  const targets = async () =>
    Object.fromEntries((await listRedirects(t.db)).map((r) => [r.source, `${r.type} ${r.target}`]));

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    api = createRedirectsAdminApi({
      db: t.db,
      reloadRouting: () => reloadRouting(t.db),
      siteOrigin: 'https://www.agency.test',
    });
    ({ cookie } = await signedInAs(t.db));
  });
  afterAll(() => t.drop());

  it('refuses writes without a session or from another site', async () => {
    expect((await api.create(request('POST', redirect('/a', '/b')), {})).status).toBe(401);
    const foreign = request('POST', redirect('/a', '/b'), cookie, { origin: 'http://evil.test' });
    expect((await api.create(foreign, {})).status).toBe(403);
    expect(await countRows(t.db, 'redirects')).toBe(0);
  });

  it('answers bad input with errors under the fields and stores nothing', async () => {
    const cases: Array<[object, string, string]> = [
      [
        redirect('old-page', '/b'),
        'source',
        'Enter a path on this site, starting with /, e.g. /old-page or /old-blog/*',
      ],
      [
        redirect('/admin/x', '/b'),
        'source',
        'The admin, the API and the site’s own files cannot be redirected',
      ],
      [
        redirect('/API/*', '/b'),
        'source',
        'The admin, the API and the site’s own files cannot be redirected',
      ],
      [
        redirect('/a', 'ftp://x.in'),
        'target',
        'Enter a path starting with / or a full http(s):// address',
      ],
      [redirect('/a', ''), 'target', 'Enter a path starting with / or a full http(s):// address'],
      [
        redirect('/a', '/b/*'),
        'target',
        'Only a source ending in * can carry the rest of the path to a target ending in *',
      ],
      [redirect('/a', '/b', 308), 'type', 'Choose 301, 302 or 410'],
      // Browsers take both for another site's address.
      [redirect('/a', '//evil.example/x'), 'target', TARGET_MESSAGE],
      [redirect('/a', '/\\evil.example/x'), 'target', TARGET_MESSAGE],
      [redirect('/a', 'https://evil.example\\@x/'), 'target', TARGET_MESSAGE],
    ];
    for (const [body, field, message] of cases) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorsOf(response))[field], JSON.stringify(body)).toEqual([message]);
    }
    expect(await countRows(t.db, 'redirects')).toBe(0);
  });

  it('stores sources as the site compares paths and refuses a duplicate', async () => {
    expect((await create(redirect('/Old-Page/', '/blog/new-page', 301, 'Merged'))).status).toBe(
      201,
    );
    const duplicate = await create(redirect('/old-page', '/contact'));
    expect(duplicate.status).toBe(409);
    expect((await errorsOf(duplicate)).source).toEqual([
      '/old-page already redirects to /blog/new-page.',
    ]);
    expect(await targets()).toEqual({ '/old-page': '301 /blog/new-page' });
  });

  it('keeps every chain one hop: new targets resolved, older rules re-pointed', async () => {
    // A new rule whose target is redirected stores the final target.
    expect((await create(redirect('/older-page', '/old-page'))).status).toBe(201);
    // A new rule for a path older rules point at re-points them.
    const version = await routingVersion(t.db);
    const moved = await create(redirect('/blog/new-page', '/blog/newest-page'));
    expect(((await moved.json()) as { repointed: number }).repointed).toBe(2);
    expect(await routingVersion(t.db)).not.toBe(version);
    expect(await targets()).toMatchObject({
      '/old-page': '301 /blog/newest-page',
      '/older-page': '301 /blog/newest-page',
      '/blog/new-page': '301 /blog/newest-page',
    });
  });

  it('refuses a loop and a target that is gone', async () => {
    const loop = await create(redirect('/blog/newest-page', '/old-page'));
    expect(loop.status).toBe(409);
    expect((await errorsOf(loop)).target).toEqual([
      'This would make a loop: /blog/newest-page → /old-page → /blog/newest-page',
    ]);
    expect((await create(redirect('/retired', '', 410))).status).toBe(201);
    const gone = await create(redirect('/x', '/retired'));
    expect((await errorsOf(gone)).target?.[0]).toMatch(/^The target answers 410 Gone/);
  });

  it('sees a loop through the site’s own full address', async () => {
    const loop = await create(redirect('/self-loop', 'https://www.agency.test/Self-Loop/'));
    expect(loop.status).toBe(409);
    const saved = await create(redirect('/to-contact', 'https://www.agency.test/contact?x=1'));
    expect(saved.status).toBe(201);
    expect((await targets())['/to-contact']).toBe('301 /contact?x=1');
    expect((await create(redirect('/elsewhere', 'https://other.test/contact'))).status).toBe(201);
  });

  it('keeps a full address whose path starts // as the address, never as another site’s', async () => {
    const saved = await create(redirect('/x5', 'https://www.agency.test//evil.example'));
    expect(saved.status).toBe(201);
    expect((await targets())['/x5']).toBe('301 https://www.agency.test//evil.example');
    expect(matchRedirect('/x5')?.location).toBe('https://www.agency.test//evil.example');
  });

  it('never sends a visitor to another site through a prefix’s carried path', async () => {
    expect((await create(redirect('/en*', '/*'))).status).toBe(201);
    expect(matchRedirect('/en/evil.example')?.location).toBe('/evil.example');
    expect(matchRedirect('/en//evil.example/x')?.location).toBe('/evil.example/x');
    // Nor through an older rule re-pointed by the prefix.
    expect((await create(redirect('/older-en', '/fr/evil.example'))).status).toBe(201);
    expect((await create(redirect('/fr*', '/*'))).status).toBe(201);
    expect((await targets())['/older-en']).toBe('301 /evil.example');
  });

  it('carries the rest of a path over a prefix and answers from memory, counting hits', async () => {
    expect((await create(redirect('/old-blog/*', '/blog/*', 302))).status).toBe(201);
    expect(matchRedirect('/old-blog/SEO-Tips/')).toMatchObject({
      location: '/blog/seo-tips',
      rule: { type: 302 },
    });
    expect(matchRedirect('/Old-Page')?.location).toBe('/blog/newest-page');
    expect(matchRedirect('/retired')?.rule.type).toBe(410);
    expect(matchRedirect('/blog/newest-page')).toBeUndefined();
    await flushRedirectHits(t.db);
    const rows = await listRedirects(t.db);
    expect(rows.find((r) => r.source === '/old-blog/*')).toMatchObject({ hits: 1 });
    expect(rows.find((r) => r.source === '/old-page')?.lastHitAt).not.toBeNull();
  });

  it('edits and deletes a rule', async () => {
    const id = (await listRedirects(t.db)).find((r) => r.source === '/older-page')!.id;
    const edited = await api.update(request('PUT', redirect('/older-page', '/contact'), cookie), {
      id,
    });
    expect(edited.status).toBe(200);
    expect(matchRedirect('/older-page')?.location).toBe('/contact');
    expect((await api.remove(request('DELETE', undefined, cookie), { id })).status).toBe(200);
    expect(matchRedirect('/older-page')).toBeUndefined();
    expect((await api.remove(request('DELETE', undefined, cookie), { id })).status).toBe(404);
    // The audit log names the rule by its source, not by its id.
    const logged = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', 'Redirect of /older-page')
      .execute();
    expect(logged.map((row) => row.action).sort()).toEqual(['created', 'deleted', 'updated']);
  });
});
