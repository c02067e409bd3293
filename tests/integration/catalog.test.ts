import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDatabase } from '@/server/db/seed';
import {
  getCityPage,
  listCities,
  listCitiesForService,
  listCityPageLinks,
  listServiceSlugsInCity,
} from '@/server/queries/city-pages';
import { getServiceBySlug, listServiceCatalogue, listServices } from '@/server/queries/services';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const cityNames = [
  'Ahmedabad',
  'Bengaluru',
  'Chennai',
  'Delhi',
  'Hyderabad',
  'Jaipur',
  'Kolkata',
  'Mumbai',
  'Pune',
  'Surat',
];

describe.each(engines)('services and city pages on %s', (engine) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('lists the six services ordered by name, with four feature bullets each', async () => {
    const services = await listServices(t.db);
    expect(services.map((s) => s.name)).toEqual([
      'Content Strategy',
      'E-commerce SEO',
      'Local SEO',
      'PPC Management',
      'SEO',
      'Site Speed Optimization',
    ]);
    for (const service of services) expect(service.features).toHaveLength(4);
  });

  it('lists the catalogue in the order the site shipped it, with the city pages’ short names', async () => {
    expect(await listServiceCatalogue(t.db)).toEqual([
      { slug: 'seo', name: 'SEO', shortName: 'SEO' },
      { slug: 'ppc', name: 'PPC Management', shortName: 'PPC' },
      { slug: 'content-strategy', name: 'Content Strategy', shortName: 'Content Strategy' },
      { slug: 'site-speed', name: 'Site Speed Optimization', shortName: 'Site Speed' },
      { slug: 'local-seo', name: 'Local SEO', shortName: 'Local SEO' },
      { slug: 'ecommerce-seo', name: 'E-commerce SEO', shortName: 'E-commerce SEO' },
    ]);
  });

  it('reads a service with its expertise, benefits, process, FAQ, city copy and pricing', async () => {
    for (const { slug } of await listServiceCatalogue(t.db)) {
      const service = await getServiceBySlug(t.db, slug);
      expect(service, slug).not.toBeNull();
      expect(service!.expertiseAreas.length).toBeGreaterThanOrEqual(4);
      // The overview layout (Local SEO, E-commerce SEO) shows three highlights and no sub-topics.
      const overview = service!.layout === 'overview';
      expect(overview).toBe(slug === 'local-seo' || slug === 'ecommerce-seo');
      for (const area of service!.expertiseAreas)
        expect(area.subTopics.length).toBeGreaterThanOrEqual(overview ? 0 : 3);
      expect(service!.benefits.length).toBeGreaterThanOrEqual(overview ? 3 : 4);
      expect(service!.cityReasons.length).toBeGreaterThanOrEqual(4);
      expect(service!.pricing?.plans[0]?.currency).toBe('INR');
      expect(service!.processSteps.map((s) => s.stepNumber)).toEqual(
        service!.processSteps.map((_, i) => i + 1),
      );
      expect(service!.processSteps.length).toBeGreaterThanOrEqual(4);
      expect(service!.faq.length).toBeGreaterThanOrEqual(5);
      expect(service!.metaTitle).not.toBe('');
    }
    expect(await getServiceBySlug(t.db, 'plumbing')).toBeNull();
  });

  it('lists the ten cities once each, ordered by name, with their states', async () => {
    const cities = await listCities(t.db);
    expect(cities.map((c) => c.name)).toEqual(cityNames);
    expect(cities.find((c) => c.slug === 'bengaluru')?.state).toBe('Karnataka');
  });

  it('has a page for every service in every city', async () => {
    const links = await listCityPageLinks(t.db);
    expect(links).toHaveLength(60);
    expect(await listServiceSlugsInCity(t.db, 'pune')).toHaveLength(6);
    expect((await listCitiesForService(t.db, 'ppc')).map((c) => c.name)).toEqual(cityNames);
  });

  it('reads a city page with its own copy, FAQ pairs and testimonials', async () => {
    const page = await getCityPage(t.db, 'seo', 'mumbai');
    expect(page).toMatchObject({
      city: { name: 'Mumbai', slug: 'mumbai', state: 'Maharashtra' },
      serviceType: 'SEO',
    });
    expect(page!.h1Title).toContain('Mumbai');
    expect(page!.servicesOffered.length).toBeGreaterThanOrEqual(3);
    expect(page!.faq.length).toBeGreaterThanOrEqual(3);
    expect(page!.testimonials[0]).toMatchObject({ author: 'Farhan Merchant', rating: 5 });
    const ppc = await getCityPage(t.db, 'ppc', 'mumbai');
    expect(ppc!.testimonials).toEqual([]);
    expect(await getCityPage(t.db, 'seo', 'lucknow')).toBeNull();
  });

  it('writes a different intro for every page, even with the city name taken out', async () => {
    const links = await listCityPageLinks(t.db);
    const intros = new Set<string>();
    for (const link of links) {
      const page = (await getCityPage(t.db, link.serviceSlug, link.citySlug))!;
      intros.add(page.introParagraph.replaceAll(page.city.name, 'CITY'));
    }
    expect(intros.size).toBe(60);
  });

  it('coerces malformed stored values the way the spec says', async () => {
    await t.db
      .updateTable('city_pages')
      .set({
        testimonials: JSON.stringify([
          { quote: 42, author: 'A', role: null, company: 'C', rating: 'five' },
        ]),
        faq_questions: JSON.stringify(['Q1', 'Q2']),
        faq_answers: JSON.stringify(['A1']),
      })
      .where('service_slug', '=', 'ppc')
      .where('city_slug', '=', 'surat')
      .execute();
    const page = await getCityPage(t.db, 'ppc', 'surat');
    expect(page!.testimonials).toEqual([
      { quote: '', author: 'A', role: '', company: 'C', rating: 5 },
    ]);
    expect(page!.faq).toEqual([{ question: 'Q1', answer: 'A1' }]);
  });
});
