import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createCitiesAdminApi } from '@/server/admin/cities/cities-admin-api';
import { createRedirectsAdminApi } from '@/server/admin/redirects/redirects-admin-api';
import { listAutomaticRedirects } from '@/server/queries/automatic-redirects';
import { jsonColumns, readJson } from '@/server/db/json-columns';
import { seedDatabase } from '@/server/db/seed';
import { seedCitiesOnce } from '@/server/db/seed/cities';
import { listCities, listCityPageLinks, listFeaturedCities } from '@/server/queries/city-pages';
import { getCityRecord, listCityRecords, listCitySlugAliases } from '@/server/queries/cities';

import { signedInAs } from '../support/admin-session';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://admin.test';

function request(method: string, body?: object, cookie?: string, headers: HeadersInit = {}) {
  const all = new Headers({ host: 'admin.test', origin, ...headers });
  if (cookie) all.set('cookie', cookie);
  if (body) all.set('content-type', 'application/json');
  return new Request(`${origin}/api/admin/cities`, {
    method,
    headers: all,
    body: body ? JSON.stringify(body) : undefined,
  });
}

type Errors = { fieldErrors: Record<string, string[]> };
const errorsOf = async (response: Response) => ((await response.json()) as Errors).fieldErrors;

const city = (changes: Record<string, unknown> = {}) => ({
  name: 'Navi Mumbai',
  state: 'Maharashtra',
  slug: 'navi-mumbai',
  description: '',
  image: '',
  latitude: '19.03302',
  longitude: '73.02971',
  featured: false,
  ...changes,
});

describe.each(engines)('cities admin API on %s', (engine) => {
  let t: TestDatabase;
  let api: ReturnType<typeof createCitiesAdminApi>;
  let cookie: string;
  const revalidated: string[][] = [];
  let reloads = 0;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    api = createCitiesAdminApi({
      db: t.db,
      revalidate: (tags) => revalidated.push(tags),
      reloadRouting: async () => void reloads++,
    });
    ({ cookie } = await signedInAs(t.db));
  });
  afterAll(() => t.drop());

  const idOf = async (slug: string) =>
    (
      await t.db
        .selectFrom('cities')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow()
    ).id;

  it('seeds a record for every city with pages, the six home cities featured in order', async () => {
    const cities = await listCities(t.db);
    expect(cities).toHaveLength(10);
    expect(cities[0]).toEqual({
      name: 'Ahmedabad',
      slug: 'ahmedabad',
      state: 'Gujarat',
      // Placed, as a city page's structured data names it, to 5 decimal places.
      latitude: 23.02258,
      longitude: 72.57136,
    });
    const featured = await listFeaturedCities(t.db);
    expect(featured.map((c) => c.name)).toEqual([
      'Mumbai',
      'Delhi',
      'Bengaluru',
      'Chennai',
      'Hyderabad',
      'Kolkata',
    ]);
    expect(featured[0]!.image).toBe('/images/cities/mumbai.webp');
  });

  it('refuses writes without a session or from another site', async () => {
    expect((await api.create(request('POST', city()), {})).status).toBe(401);
    const foreign = request('POST', city(), cookie, { origin: 'http://evil.test' });
    expect((await api.create(foreign, {})).status).toBe(403);
    expect(await countRows(t.db, 'cities')).toBe(10);
  });

  it('answers bad input with errors under the fields and stores nothing', async () => {
    const response = await api.create(
      request(
        'POST',
        city({ name: '', slug: 'Navi Mumbai!', latitude: '95', longitude: '', featured: true }),
        cookie,
      ),
      {},
    );
    expect(response.status).toBe(400);
    const fieldErrors = await errorsOf(response);
    expect(fieldErrors.name).toEqual(['Please fill in all required fields.']);
    expect(fieldErrors.slug).toEqual(['Use lower-case letters and single hyphens']);
    expect(fieldErrors.latitude).toEqual([
      'Enter a latitude between -90 and 90, or leave it empty',
    ]);
    expect(fieldErrors.longitude).toEqual(['Give both latitude and longitude, or neither']);
    expect(fieldErrors.image).toEqual(['A city shown on the home page needs an image']);
    // Its position goes into its pages' Service: to the 5 decimal places Google asks for.
    const rough = await api.create(
      request('POST', city({ latitude: '19.0330', longitude: '73.0297' }), cookie),
      {},
    );
    expect(await errorsOf(rough)).toEqual({
      latitude: [
        'Give the latitude to at least 5 decimal places, e.g. 19.00047, as Google asks (zeros at the end do not count)',
      ],
      longitude: [
        'Give the longitude to at least 5 decimal places, e.g. 72.82583, as Google asks (zeros at the end do not count)',
      ],
    });
    const long = await api.create(request('POST', city({ name: 'x'.repeat(61) }), cookie), {});
    expect((await errorsOf(long)).name).toEqual(['Please keep the name under 60 characters']);
    expect(await countRows(t.db, 'cities')).toBe(10);
  });

  it('refuses a slug another city holds, one that redirects, and a seventh featured city', async () => {
    const taken = await api.create(request('POST', city({ slug: 'mumbai' }), cookie), {});
    expect(taken.status).toBe(409);
    expect((await errorsOf(taken)).slug).toEqual(['That slug is already used by Mumbai.']);
    const alias = await api.create(request('POST', city({ slug: 'bangalore' }), cookie), {});
    expect((await errorsOf(alias)).slug).toEqual(['That slug already redirects to /bengaluru.']);
    const seventh = await api.create(
      request('POST', city({ featured: true, image: '/images/cities/mumbai.webp' }), cookie),
      {},
    );
    expect((await errorsOf(seventh)).replaces).toEqual([
      'The home page shows 6 cities: choose the one this city replaces.',
    ]);
    expect(await countRows(t.db, 'cities')).toBe(10);
  });

  it('features a seventh city in the place of one the owner names, in one save', async () => {
    const before = await listFeaturedCities(t.db);
    const leaving = (await listCityRecords(t.db)).find((c) => c.name === before.at(-1)!.name)!;
    const goa = await api.create(
      request(
        'POST',
        city({
          name: 'Panaji',
          slug: 'panaji',
          featured: true,
          image: '/images/cities/mumbai.webp',
          replaces: leaving.id,
        }),
        cookie,
      ),
      {},
    );
    expect(goa.status).toBe(201);
    const after = (await listFeaturedCities(t.db)).map((c) => c.name);
    expect(after).toHaveLength(6);
    expect(after).toContain('Panaji');
    expect(after).not.toContain(leaving.name);
    // Put back as it was for the tests that follow.
    const { id } = (await goa.json()) as { id: string };
    await api.remove(request('DELETE', undefined, cookie), { id });
    await api.update(
      request(
        'PUT',
        {
          name: leaving.name,
          state: leaving.state,
          slug: leaving.slug,
          description: leaving.description,
          image: leaving.image,
          latitude: String(leaving.latitude ?? ''),
          longitude: String(leaving.longitude ?? ''),
          nearby_areas: leaving.nearbyAreas,
          featured: true,
        },
        cookie,
      ),
      { id: leaving.id },
    );
    expect(await listFeaturedCities(t.db)).toEqual(before);
  });

  it('creates a city, keeping HTML in a name as text', async () => {
    const response = await api.create(
      request('POST', city({ name: 'Navi <b>Mumbai</b>', description: 'Twin city.' }), cookie),
      {},
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = await getCityRecord(t.db, id);
    expect(stored).toMatchObject({
      name: 'Navi <b>Mumbai</b>',
      slug: 'navi-mumbai',
      latitude: 19.03302,
      longitude: 73.02971,
      featured: false,
    });
    expect(revalidated.at(-1)).toEqual(['city-pages']);
    expect((await listCityRecords(t.db)).map((c) => c.slug)).toContain('navi-mumbai');
  });

  it('renames a city: its pages move, the old slug stays as an alias, one hop', async () => {
    const id = await idOf('surat');
    const rename = (slug: string, name: string) =>
      api.update(
        request('PUT', city({ slug, name, state: 'Gujarat', latitude: '', longitude: '' }), cookie),
        { id },
      );
    expect((await rename('surat-city', 'Surat City')).status).toBe(200);
    expect((await rename('suryapur', 'Suryapur')).status).toBe(200);
    const links = await listCityPageLinks(t.db);
    expect(links.filter((l) => l.citySlug === 'suryapur')).toHaveLength(6);
    expect(links.some((l) => l.citySlug === 'surat' || l.citySlug === 'surat-city')).toBe(false);
    const aliases = await listCitySlugAliases(t.db);
    expect(aliases.get('surat')).toBe('suryapur');
    expect(aliases.get('surat-city')).toBe('suryapur');
    const page = await t.db
      .selectFrom('city_pages')
      .select(['city', 'state'])
      .where('city_slug', '=', 'suryapur')
      .executeTakeFirstOrThrow();
    expect(page).toEqual({ city: 'Suryapur', state: 'Gujarat' });
    expect(reloads).toBeGreaterThanOrEqual(2);

    // Another city may not take an old slug; the city itself may take it back.
    const other = await api.create(request('POST', city({ slug: 'surat' }), cookie), {});
    expect((await errorsOf(other)).slug).toEqual([
      "That slug was Suryapur's before a rename and still redirects there.",
    ]);
    expect((await rename('surat', 'Surat')).status).toBe(200);
    const back = await listCitySlugAliases(t.db);
    expect(back.has('surat')).toBe(false);
    expect(back.get('suryapur')).toBe('surat');

    // The redirects screen lists what the renames made, and removes one like its own rules.
    const automatic = await listAutomaticRedirects(t.db);
    expect(automatic.filter((r) => r.kind === 'city')).toEqual([
      expect.objectContaining({
        source: '/services/*/surat-city',
        target: '/services/*/surat',
        madeBy: 'Renamed the city Surat',
      }),
      expect.objectContaining({ source: '/services/*/suryapur', target: '/services/*/surat' }),
    ]);
    let routingReloads = 0;
    const redirects = createRedirectsAdminApi({
      db: t.db,
      reloadRouting: async () => void routingReloads++,
    });
    const removeAlias = (kind: string, alias: string) =>
      redirects.removeAutomatic(request('DELETE', undefined, cookie), { kind, alias });
    expect((await removeAlias('city', 'suryapur')).status).toBe(204);
    expect((await removeAlias('city', 'suryapur')).status).toBe(404);
    expect((await removeAlias('planet', 'surat-city')).status).toBe(404);
    expect(routingReloads).toBe(1);
    expect((await listCitySlugAliases(t.db)).has('suryapur')).toBe(false);
    expect((await listCitySlugAliases(t.db)).get('surat-city')).toBe('surat');
  });

  it('logs an edit as the city by name, with only the fields that changed', async () => {
    const id = await idOf('pune');
    const pune = (await getCityRecord(t.db, id))!;
    const edited = {
      name: pune.name,
      state: pune.state,
      slug: pune.slug,
      description: 'Western India’s education hub.',
      image: pune.image,
      latitude: pune.latitude === null ? '' : String(pune.latitude),
      longitude: pune.longitude === null ? '' : String(pune.longitude),
      featured: pune.featured,
    };
    expect((await api.update(request('PUT', edited, cookie), { id })).status).toBe(200);
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['target', 'fields'])
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.target).toBe('City Pune');
    expect(readJson(jsonColumns.auditFields, entry.fields)).toEqual(['description']);
  });

  it('deletes a city with its pages and old slugs; a restart does not bring it back', async () => {
    const id = await idOf('surat');
    expect((await api.remove(request('DELETE', undefined, cookie), { id })).status).toBe(200);
    expect((await api.remove(request('DELETE', undefined, cookie), { id })).status).toBe(404);
    expect((await listCities(t.db)).some((c) => c.slug === 'surat')).toBe(false);
    expect(
      await t.db.selectFrom('city_pages').select('id').where('city_slug', '=', 'surat').execute(),
    ).toEqual([]);
    expect((await listCitySlugAliases(t.db)).has('suryapur')).toBe(false);
    await seedDatabase(t.db);
    await seedCitiesOnce(t.db);
    expect((await listCities(t.db)).some((c) => c.slug === 'surat')).toBe(false);
  });

  it('leaves a thin page out of the published links', async () => {
    await t.db
      .updateTable('city_pages')
      .set({
        intro_paragraph: 'Short.',
        services_offered: '[]',
        faq_questions: '[]',
        faq_answers: '[]',
      })
      .where('city_slug', '=', 'pune')
      .where('service_slug', '=', 'ppc')
      .execute();
    const links = await listCityPageLinks(t.db);
    expect(links.some((l) => l.citySlug === 'pune' && l.serviceSlug === 'ppc')).toBe(false);
    expect(links.some((l) => l.citySlug === 'pune' && l.serviceSlug === 'seo')).toBe(true);
  });
});
