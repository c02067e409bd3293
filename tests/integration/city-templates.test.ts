import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createCitiesAdminApi } from '@/server/admin/cities/cities-admin-api';
import { rateCityPages } from '@/server/cities/rate-city-pages';
import { seedDatabase } from '@/server/db/seed';
import { getCityPage, listCityPageLinks } from '@/server/queries/city-pages';
import { createCities, listCityRecords } from '@/server/queries/cities';

import { signedInAs } from '../support/admin-session';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://admin.test';
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

const template = (changes: Record<string, unknown> = {}) => ({
  service: 'seo',
  filters: '?state=Goa',
  h1_title: 'SEO Services in {city}',
  meta_title: 'SEO in {city}, {state}',
  meta_description: 'Search engine optimisation for businesses in {city}, {state} and {areas}.',
  intro_paragraph: `Customers in {areas} search before they buy; {city} firms win. ${words(160)}`,
  services_offered: [
    { title: 'Local SEO in {city}', description: 'Maps and reviews across {state}.' },
    { title: '', description: '' },
  ],
  faq: [{ question: 'Do you work in {city}?', answer: 'Yes, across {areas}.' }],
  ...changes,
});

type Answer = {
  created?: number;
  kept?: number;
  error?: string;
  fieldErrors?: Record<string, string[]>;
};

describe.each(engines)('city pages from a template on %s', (engine) => {
  let t: TestDatabase;
  let api: ReturnType<typeof createCitiesAdminApi>;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    api = createCitiesAdminApi({ db: t.db, revalidate: () => {}, reloadRouting: async () => {} });
    ({ cookie } = await signedInAs(t.db));
    const city = (name: string, nearby_areas = '') => ({
      name,
      state: 'Goa',
      slug: name.toLowerCase(),
      description: '',
      image: '',
      latitude: '',
      longitude: '',
      featured: false,
      replaces: '',
      nearby_areas,
    });
    await createCities(t.db, [city('Panaji', 'Miramar, Dona Paula'), city('Margao')]);
  });
  afterAll(() => t.drop());

  const fill = async (body: object) => {
    const response = await api.fillFromTemplate(
      new Request(`${origin}/api/admin/cities/pages`, {
        method: 'POST',
        headers: { host: 'admin.test', origin, cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      {},
    );
    return { status: response.status, body: (await response.json()) as Answer };
  };

  it('refuses a template that does not name the city, or names a placeholder there is not', async () => {
    const { status, body } = await fill(
      template({ h1_title: 'SEO Services', meta_description: 'SEO near {landmark}.' }),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      h1_title: ['Name the city in the heading with {city}'],
      meta_description: ['{landmark} is not a placeholder: use {city}, {state} or {areas}'],
    });
    expect(await getCityPage(t.db, 'seo', 'panaji')).toBeNull();
  });

  it('makes the page of each city found without one, thin until edited on its own', async () => {
    const { status, body } = await fill(template());
    expect(status).toBe(201);
    expect(body).toEqual({ created: 2, kept: 0, service: 'SEO' });
    // The background pass compares the new pages with their siblings (server/cities).
    await rateCityPages(t.db);
    const panaji = (await getCityPage(t.db, 'seo', 'panaji'))!;
    expect(panaji.h1Title).toBe('SEO Services in Panaji');
    expect(panaji.metaDescription).toBe(
      'Search engine optimisation for businesses in Panaji, Goa and Miramar and Dona Paula.',
    );
    expect(panaji.servicesOffered).toEqual([
      { title: 'Local SEO in Panaji', description: 'Maps and reviews across Goa.' },
    ]);
    expect((await getCityPage(t.db, 'seo', 'margao'))!.faq[0]!.answer).toBe('Yes, across Margao.');
    // Long enough to publish, but made from a template: kept out of search until edited.
    expect(panaji.fromTemplate).toBe(true);
    const published = (await listCityPageLinks(t.db)).map((l) => `${l.serviceSlug}/${l.citySlug}`);
    expect(published).not.toContain('seo/panaji');

    const [city] = (await listCityRecords(t.db)).filter((c) => c.slug === 'panaji');
    const save = async (intro: string) => {
      const saved = await api.savePage(
        new Request(`${origin}/api/admin/cities/${city!.id}/pages/seo`, {
          method: 'PUT',
          headers: { host: 'admin.test', origin, cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            h1_title: panaji.h1Title,
            meta_title: panaji.metaTitle,
            meta_description: panaji.metaDescription,
            intro_paragraph: intro,
            services_offered: panaji.servicesOffered,
            faq: panaji.faq,
            testimonials: [],
          }),
        }),
        { id: city!.id, service: 'seo' },
      );
      await rateCityPages(t.db);
      return saved;
    };
    const publishedCities = async () => (await listCityPageLinks(t.db)).map((l) => l.citySlug);

    // Saved in its editor, but still Margao's text with the names swapped: a near-duplicate.
    expect((await save(`${panaji.introParagraph} Written for Panaji.`)).status).toBe(200);
    expect((await getCityPage(t.db, 'seo', 'panaji'))!.fromTemplate).toBe(false);
    expect(await publishedCities()).not.toContain('panaji');

    // Rewritten for the city: its own page now.
    const own = Array.from({ length: 170 }, (_, i) => `panaji${i}`).join(' ');
    expect((await save(own)).status).toBe(200);
    expect(await publishedCities()).toContain('panaji');
    expect(await publishedCities()).not.toContain('margao');
  });

  it('keeps the pages cities have, and says when every city found has one', async () => {
    const { status, body } = await fill(template());
    expect(status).toBe(409);
    expect(body.error).toBe('Every city found already has a SEO page.');
    expect((await fill(template({ service: 'plumbing' }))).body.fieldErrors).toEqual({
      service: ['Choose a service'],
    });
  });
});
