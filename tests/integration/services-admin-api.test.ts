import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { canonicalPath } from '@/lib/routing/canonical-path';
import { serviceSchema } from '@/lib/validation/service';
import { createServicesAdminApi } from '@/server/admin/services/services-admin-api';
import { seedDatabase } from '@/server/db/seed';
import { seedServiceCatalogueOnce } from '@/server/db/seed/services';
import { reloadRouting } from '@/server/pipeline/routing-memory';
import { listCityPageLinks } from '@/server/queries/city-pages';
import { insertEnquiry } from '@/server/queries/enquiry-writes';
import {
  getServiceForm,
  listServiceRecords,
  listServiceSlugAliases,
} from '@/server/queries/services-admin';
import {
  findEnquiryService,
  getServiceBySlug,
  listServiceCatalogue,
} from '@/server/queries/services';

import { signedInAs } from '../support/admin-session';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://admin.test';

function request(method: string, body?: object, cookie?: string, headers: HeadersInit = {}) {
  const all = new Headers({ host: 'admin.test', origin, ...headers });
  if (cookie) all.set('cookie', cookie);
  if (body) all.set('content-type', 'application/json');
  return new Request(`${origin}/api/admin/services`, {
    method,
    headers: all,
    body: body ? JSON.stringify(body) : undefined,
  });
}

type Errors = { fieldErrors: Record<string, string[]> };
const errorsOf = async (response: Response) => ((await response.json()) as Errors).fieldErrors;

const plan = (changes: Record<string, unknown> = {}) => ({
  name: 'Channel SEO',
  amount: '1,00,000',
  currency: 'INR',
  period: 'month',
  starting: true,
  includes: 'Channel audit\nMonthly report',
  notes: 'Per channel',
  ...changes,
});

const service = (changes: Record<string, unknown> = {}) => ({
  service_name: 'Video SEO',
  service_slug: 'video-seo',
  short_name: 'Video SEO',
  layout: 'detailed',
  service_description: 'YouTube and video search optimisation for Indian brands.',
  hero_heading: 'Video SEO Services',
  hero_subheading: 'Be found on YouTube and in Google’s video results.',
  meta_title: 'Video SEO Services in India',
  meta_description: 'Video SEO for Indian brands: YouTube optimisation and video schema.',
  expertise_areas: [
    {
      name: 'YouTube <b>SEO</b>',
      description: 'Titles, chapters and thumbnails.',
      sub_topics: [{ name: 'Chapters', description: 'Timestamps that earn key moments.' }],
    },
  ],
  benefits: [{ name: 'More views', description: 'From search, not only subscribers.' }],
  process_steps: [
    { title: 'Audit', description: 'Your channel checked.' },
    { title: 'Optimise', description: 'Every video improved.' },
  ],
  faq: [{ question: 'Do you make videos?', answer: 'No, we optimise them.' }],
  city_reasons: [{ title: 'Channel growth', description: 'Measured every month.' }],
  price_plans: [plan()],
  pricing_points: [{ point: 'Setup in one week' }],
  ...changes,
});

describe.each(engines)('services admin API on %s', (engine) => {
  let t: TestDatabase;
  let api: ReturnType<typeof createServicesAdminApi>;
  let cookie: string;
  const revalidated: string[][] = [];

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    await reloadRouting(t.db);
    api = createServicesAdminApi({
      db: t.db,
      revalidate: (tags) => revalidated.push(tags),
      reloadRouting: () => reloadRouting(t.db),
    });
    ({ cookie } = await signedInAs(t.db));
  });
  afterAll(() => t.drop());

  const idOf = async (slug: string) =>
    (
      await t.db
        .selectFrom('service_details')
        .select('id')
        .where('service_slug', '=', slug)
        .executeTakeFirstOrThrow()
    ).id;

  it('lists the six services with their layouts and city pages', async () => {
    const list = await listServiceRecords(t.db);
    expect(list.map((s) => [s.slug, s.layout, s.cityPages])).toEqual([
      ['seo', 'detailed', 10],
      ['ppc', 'detailed', 10],
      ['content-strategy', 'detailed', 10],
      ['site-speed', 'detailed', 10],
      ['local-seo', 'overview', 10],
      ['ecommerce-seo', 'overview', 10],
    ]);
    // The Local SEO page's copy is what its dedicated page showed before the admin existed.
    const local = await getServiceBySlug(t.db, 'local-seo');
    expect(local?.heroHeading).toBe('Local SEO Services');
    expect(local?.benefits).toHaveLength(3);
    // Every shipped service opens in the form as valid input, so the admin can save it unchanged.
    for (const { id, slug } of list) {
      const form = await getServiceForm(t.db, id);
      expect(serviceSchema.safeParse(form?.values).error?.issues, slug).toBeUndefined();
    }
  });

  it('refuses writes without a session or from another site', async () => {
    expect((await api.create(request('POST', service()), {})).status).toBe(401);
    const foreign = request('POST', service(), cookie, { origin: 'http://evil.test' });
    expect((await api.create(foreign, {})).status).toBe(403);
    expect(await countRows(t.db, 'service_details')).toBe(6);
  });

  it('answers bad input with errors under the fields and stores nothing', async () => {
    const response = await api.create(
      request(
        'POST',
        service({
          service_name: '',
          service_slug: 'contact',
          meta_title: 'x'.repeat(301),
          faq: [{ question: 'Why?', answer: '' }],
          layout: 'fancy',
          price_plans: [plan({ amount: 'about 30k', currency: 'EUR' })],
        }),
        cookie,
      ),
      {},
    );
    expect(response.status).toBe(400);
    const errors = await errorsOf(response);
    expect(errors.service_name).toEqual(['Please fill in all required fields.']);
    expect(errors.service_slug).toEqual([
      'That slug is taken by one of the site’s own pages; choose another',
    ]);
    expect(errors.meta_title).toEqual(['Please keep the meta title under 300 characters']);
    expect(errors.layout).toEqual(['Choose a layout']);
    expect(errors.faq).toBeDefined();
    expect(errors.price_plans).toEqual([
      'Enter the amount in whole rupees or dollars, e.g. 65600 or 65,600',
      'Choose rupees or dollars',
    ]);
    const shape = await api.create(
      request('POST', service({ service_slug: 'Video SEO' }), cookie),
      {},
    );
    expect((await errorsOf(shape)).service_slug).toEqual([
      'Use lower-case letters, digits and single hyphens',
    ]);
    const taken = await api.create(request('POST', service({ service_slug: 'ppc' }), cookie), {});
    expect(taken.status).toBe(409);
    expect((await errorsOf(taken)).service_slug).toEqual([
      'That slug is already used by PPC Management.',
    ]);
    expect(await countRows(t.db, 'service_details')).toBe(6);
  });

  it('creates a service last in the catalogue, stores text as text, and routes to it', async () => {
    revalidated.length = 0;
    const response = await api.create(request('POST', service(), cookie), {});
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(revalidated).toEqual([['services', 'city-pages']]);
    expect((await listServiceCatalogue(t.db)).at(-1)).toEqual({
      slug: 'video-seo',
      name: 'Video SEO',
      shortName: 'Video SEO',
    });
    const stored = await getServiceBySlug(t.db, 'video-seo');
    expect(stored?.expertiseAreas[0]?.name).toBe('YouTube <b>SEO</b>');
    expect(stored?.processSteps.map((s) => s.stepNumber)).toEqual([1, 2]);
    // The amount is stored as a number, whichever way its thousands were grouped.
    expect(stored?.pricing).toEqual({
      plans: [{ ...plan(), amount: 100000 }],
      points: ['Setup in one week'],
    });
    expect((await getServiceForm(t.db, id))?.values).toEqual(
      service({ price_plans: [plan({ amount: 100000 })] }),
    );
    expect(canonicalPath('/video-seo-services-in-pune')).toBe('/services/video-seo/pune');
    expect(await findEnquiryService(t.db, 'video-seo')).toEqual({
      slug: 'video-seo',
      name: 'Video SEO',
    });
  });

  it('renames a service: its city pages and enquiries follow, and the old slug answers 301', async () => {
    const id = await idOf('ppc');
    const enquiryId = await insertEnquiry(t.db, {
      name: 'Asha',
      email: 'asha@example.in',
      service: 'ppc',
      message: 'Ads please',
    });
    const form = (await getServiceForm(t.db, id))!.values;
    const renamed = { ...form, service_slug: 'google-ads', short_name: 'Google Ads' };
    expect((await api.update(request('PUT', renamed, cookie), { id })).status).toBe(200);
    const links = await listCityPageLinks(t.db);
    expect(links.filter((l) => l.serviceSlug === 'ppc')).toHaveLength(0);
    expect(links.filter((l) => l.serviceSlug === 'google-ads')).toHaveLength(10);
    const page = await t.db
      .selectFrom('city_pages')
      .select('service_type')
      .where('service_slug', '=', 'google-ads')
      .executeTakeFirstOrThrow();
    expect(page.service_type).toBe('Google Ads');
    const enquiry = await t.db
      .selectFrom('form_submissions')
      .select('service_interest')
      .where('id', '=', enquiryId)
      .executeTakeFirstOrThrow();
    expect(enquiry.service_interest).toBe('google-ads');
    expect(await listServiceSlugAliases(t.db)).toEqual(new Map([['ppc', 'google-ads']]));
    expect(canonicalPath('/services/ppc/mumbai')).toBe('/services/google-ads/mumbai');
    expect(canonicalPath('/ppc/mumbai')).toBe('/services/google-ads/mumbai');
    expect(canonicalPath('/ppc-services-in-mumbai')).toBe('/services/google-ads/mumbai');
    expect(canonicalPath('/services/ppc')).toBe('/services/google-ads');
    expect(await findEnquiryService(t.db, 'ppc')).toEqual({
      slug: 'google-ads',
      name: 'PPC Management',
    });
    // Another service cannot take the old slug while it redirects; the service itself can.
    const clash = await api.create(request('POST', service({ service_slug: 'ppc' }), cookie), {});
    expect((await errorsOf(clash)).service_slug).toEqual([
      "That slug was PPC Management's before a rename and still redirects there.",
    ]);
    const back = { ...renamed, service_slug: 'ppc' };
    expect((await api.update(request('PUT', back, cookie), { id })).status).toBe(200);
    expect(await listServiceSlugAliases(t.db)).toEqual(new Map([['google-ads', 'ppc']]));
    expect(canonicalPath('/services/ppc/mumbai')).toBe('/services/ppc/mumbai');
  });

  it('deletes a service with its city pages and old slugs; a restart does not bring it back', async () => {
    const id = await idOf('site-speed');
    expect((await api.remove(request('DELETE', undefined, cookie), { id })).status).toBe(200);
    expect(await getServiceBySlug(t.db, 'site-speed')).toBeNull();
    const pages = await t.db
      .selectFrom('city_pages')
      .select('id')
      .where('service_slug', '=', 'site-speed')
      .execute();
    expect(pages).toHaveLength(0);
    expect(canonicalPath('/site-speed/pune')).toBe('/site-speed/pune');
    expect(await findEnquiryService(t.db, 'site-speed')).toBeNull();
    expect((await api.remove(request('DELETE', undefined, cookie), { id })).status).toBe(404);
    await seedDatabase(t.db);
    await seedServiceCatalogueOnce(t.db);
    expect(await getServiceBySlug(t.db, 'site-speed')).toBeNull();
    expect(await countRows(t.db, 'service_details')).toBe(6);
  });
});
