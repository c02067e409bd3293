import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PHONE_MESSAGE } from '@/lib/phone';
import { createSettingsAdminApi } from '@/server/admin/settings/settings-admin-api';
import { jsonColumns, readJson } from '@/server/db/json-columns';
import { seedDatabase } from '@/server/db/seed';
import { businessSeed } from '@/server/db/seed/data/business';
import { seedBusinessOnce } from '@/server/db/seed/settings';
import { defaultPageMeta } from '@/content/page-meta';
import { getBusinessSettings, getPageMeta } from '@/server/queries/site-settings';

import { signedInAs } from '../support/admin-session';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://admin.test';

function request(body: object, cookie?: string, headers: HeadersInit = {}, path = 'settings') {
  const all = new Headers({
    host: 'admin.test',
    origin,
    'content-type': 'application/json',
    ...headers,
  });
  if (cookie) all.set('cookie', cookie);
  return new Request(`${origin}/api/admin/${path}`, {
    method: 'PUT',
    headers: all,
    body: JSON.stringify(body),
  });
}

type Errors = { fieldErrors: Record<string, string[]> };
const errorsOf = async (response: Response) => ((await response.json()) as Errors).fieldErrors;

describe.each(engines)('settings admin API on %s', (engine) => {
  let t: TestDatabase;
  let api: ReturnType<typeof createSettingsAdminApi>;
  let cookie: string;
  const revalidated: string[][] = [];

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    api = createSettingsAdminApi({ db: t.db, revalidate: (tags) => revalidated.push(tags) });
    ({ cookie } = await signedInAs(t.db));
  });
  afterAll(() => t.drop());

  it('seeds the business details the site shipped with', async () => {
    expect(await getBusinessSettings(t.db)).toEqual(businessSeed);
  });

  it('refuses writes without a session or from another site', async () => {
    const changed = { ...businessSeed, name: 'Hacked' };
    expect((await api.saveBusiness(request(changed), {})).status).toBe(401);
    const foreign = request(changed, cookie, { origin: 'http://evil.test' });
    expect((await api.saveBusiness(foreign, {})).status).toBe(403);
    expect((await getBusinessSettings(t.db)).name).toBe('RankSutra Digital');
  });

  it('answers bad input with errors under the fields and changes nothing', async () => {
    const response = await api.saveBusiness(
      request(
        {
          ...businessSeed,
          name: '<script>alert(1)</script>'.repeat(5),
          email: 'hello at ranksutra',
          telephone: '12345',
          postal_code: '',
          latitude: '91',
          instagram: 'instagram.com/x',
        },
        cookie,
      ),
      {},
    );
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toMatchObject({
      name: ['Please keep the name under 80 characters'],
      email: ['Please enter a valid email address'],
      telephone: [PHONE_MESSAGE],
      postal_code: ['Give the PIN code, or clear the address'],
      latitude: ['Enter a latitude between -90 and 90, or leave it empty'],
      instagram: ['Enter the full Instagram address, starting with https://'],
    });
    expect(await getBusinessSettings(t.db)).toEqual(businessSeed);
    expect(revalidated).toEqual([]);
  });

  it('saves new details, expires every page, and a restart keeps them', async () => {
    const changed = {
      ...businessSeed,
      name: 'RankSutra <Labs>',
      // Written as the owner would, without +91: stored in E.164.
      telephone: '98200 12345',
      whatsapp: '098200-12345',
      street_address: '',
      locality: '',
      region: '',
      postal_code: '',
      latitude: '',
      longitude: '',
      twitter: '',
    };
    const response = await api.saveBusiness(request(changed, cookie), {});
    expect(response.status).toBe(200);
    expect(revalidated).toEqual([['business']]);
    expect(await getBusinessSettings(t.db)).toEqual({
      ...changed,
      telephone: '+919820012345',
      whatsapp: '+919820012345',
    });
    await seedDatabase(t.db);
    await seedBusinessOnce(t.db);
    expect((await getBusinessSettings(t.db)).name).toBe('RankSutra <Labs>');
  });

  it('logs a save by what it changed: the settings by name, only the fields that changed', async () => {
    const audit = () =>
      t.db
        .selectFrom('audit_log')
        .select(['target', 'fields'])
        .where('target', '=', 'Business settings')
        .orderBy('at')
        .execute();
    const current = await getBusinessSettings(t.db);
    expect((await api.saveBusiness(request(current, cookie), {})).status).toBe(200);
    expect(
      (await api.saveBusiness(request({ ...current, email: 'team@agency.example' }, cookie), {}))
        .status,
    ).toBe(200);
    const rows = await audit();
    expect(rows.map((r) => readJson(jsonColumns.auditFields, r.fields)).slice(-2)).toEqual([
      [],
      ['email'],
    ]);
  });

  describe("the site's own pages' titles and descriptions", () => {
    const savePages = (body: object) =>
      api.savePageMeta(request(body, cookie, {}, 'settings/pages'), {});

    it('are the shipped ones, naming the business, until saved', async () => {
      const { name } = await getBusinessSettings(t.db);
      expect(await getPageMeta(t.db)).toEqual(defaultPageMeta(name));
      expect((await getPageMeta(t.db)).contact_description).toContain(name);
    });

    it('refuses an empty or overlong field, saying which, and changes nothing', async () => {
      revalidated.length = 0;
      const before = await getPageMeta(t.db);
      const response = await savePages({
        ...before,
        home_title: '',
        blog_description: 'x'.repeat(501),
      });
      expect(response.status).toBe(400);
      expect(await errorsOf(response)).toMatchObject({
        home_title: ['Please fill in all required fields.'],
        blog_description: ['Please keep the meta description under 500 characters'],
      });
      expect(await getPageMeta(t.db)).toEqual(before);
      expect(revalidated).toEqual([]);
    });

    it('stores a long title and HTML as text, and expires the pages that show them', async () => {
      revalidated.length = 0;
      const changed = {
        ...(await getPageMeta(t.db)),
        home_title: 'T'.repeat(300),
        contact_description: '<b>Call us</b> for a free audit & a plan.',
      };
      expect((await savePages(changed)).status).toBe(200);
      expect(revalidated).toEqual([['page-meta']]);
      expect(await getPageMeta(t.db)).toEqual(changed);
    });

    it('refuses a save without a session', async () => {
      const response = await api.savePageMeta(
        request(await getPageMeta(t.db), undefined, {}, 'settings/pages'),
        {},
      );
      expect(response.status).toBe(401);
    });
  });
});
