import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cityPageState } from '@/lib/city-page-quality';
import { createCitiesAdminApi } from '@/server/admin/cities/cities-admin-api';
import { seedDatabase } from '@/server/db/seed';
import { getCityPage, listCityPageLinks } from '@/server/queries/city-pages';
import { getCityPageForEditing } from '@/server/queries/city-pages-admin';

import { signedInAs } from '../support/admin-session';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://admin.test';
const request = (method: string, body: object | undefined, cookie: string) =>
  new Request(`${origin}/api/admin/cities/x/pages/y`, {
    method,
    headers: { host: 'admin.test', origin, cookie, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

const page = (changes: Record<string, unknown> = {}) => ({
  h1_title: 'PPC Services in Pune, Maharashtra',
  meta_title: 'PPC Agency in Pune',
  meta_description: 'Google Ads for Pune businesses.',
  intro_paragraph: `Pune <script>alert(1)</script> ${words(160)}`,
  services_offered: [{ title: 'Search campaigns', description: 'Ads for Pune searches.' }],
  faq: [{ question: 'How soon?', answer: 'Within a week.' }],
  testimonials: [{ quote: 'Great.', author: 'Asha', role: '', company: 'Asha Clinics', rating: 5 }],
  ...changes,
});

describe.each(engines)('city pages in the cities admin API on %s', (engine) => {
  let t: TestDatabase;
  let api: ReturnType<typeof createCitiesAdminApi>;
  let cookie: string;
  let puneId: string;
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
    const pune = await t.db
      .selectFrom('cities')
      .select('id')
      .where('slug', '=', 'pune')
      .executeTakeFirstOrThrow();
    puneId = pune.id;
  });
  afterAll(() => t.drop());

  it('replaces a page, keeping markup as text, and expires the city pages', async () => {
    const response = await api.savePage(request('PUT', page(), cookie), {
      id: puneId,
      service: 'ppc',
    });
    expect(response.status).toBe(200);
    const stored = await getCityPage(t.db, 'ppc', 'pune');
    expect(stored?.introParagraph.startsWith('Pune <script>alert(1)</script>')).toBe(true);
    expect(stored?.faq).toEqual([{ question: 'How soon?', answer: 'Within a week.' }]);
    expect(stored?.city).toEqual({ name: 'Pune', slug: 'pune', state: 'Maharashtra' });
    expect(cityPageState(stored)).toBe('published');
    expect(revalidated.at(-1)).toEqual(['city-pages']);
    expect((await getCityPageForEditing(t.db, 'ppc', 'pune'))?.testimonials).toEqual(
      page().testimonials,
    );
  });

  it('keeps a short page out of the sitemap links until it has enough copy', async () => {
    await api.savePage(request('PUT', page({ intro_paragraph: 'Too short.' }), cookie), {
      id: puneId,
      service: 'ppc',
    });
    expect(cityPageState(await getCityPage(t.db, 'ppc', 'pune'))).toBe('thin');
    const links = await listCityPageLinks(t.db);
    expect(links.some((l) => l.serviceSlug === 'ppc' && l.citySlug === 'pune')).toBe(false);
  });

  it('refuses bad input and unknown targets, storing nothing', async () => {
    const bad = await api.savePage(
      request(
        'PUT',
        page({ meta_title: 'x'.repeat(301), faq: [{ question: '', answer: 'A' }] }),
        cookie,
      ),
      { id: puneId, service: 'ppc' },
    );
    expect(bad.status).toBe(400);
    const { fieldErrors } = (await bad.json()) as { fieldErrors: Record<string, string[]> };
    expect(fieldErrors.meta_title).toEqual(['Please keep the meta title under 300 characters']);
    expect(fieldErrors.faq).toEqual(['Please fill in all required fields.']);
    expect((await getCityPage(t.db, 'ppc', 'pune'))?.metaTitle).toBe('PPC Agency in Pune');
    const unknownService = await api.savePage(request('PUT', page(), cookie), {
      id: puneId,
      service: 'seo-audits',
    });
    expect(unknownService.status).toBe(404);
    const unknownCity = await api.savePage(request('PUT', page(), cookie), {
      id: 'nope',
      service: 'ppc',
    });
    expect(unknownCity.status).toBe(404);
  });

  it('deletes a page; the city then has the fallback', async () => {
    const params = { id: puneId, service: 'ppc' };
    expect((await api.removePage(request('DELETE', undefined, cookie), params)).status).toBe(200);
    expect((await api.removePage(request('DELETE', undefined, cookie), params)).status).toBe(404);
    expect(await getCityPage(t.db, 'ppc', 'pune')).toBeNull();
  });
});
