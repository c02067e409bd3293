import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { jaccard, NEAR_DUPLICATE, shingles } from '@/lib/cities/page-similarity';
import { ratingPassPhase, rateCityPages } from '@/server/cities/rate-city-pages';
import { seedDatabase } from '@/server/db/seed';
import { nowIso } from '@/server/db/values';
import { getCityPage, listRatedCityPages } from '@/server/queries/city-pages';

import { growCities } from '../../scripts/city-fixture';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// The doorway guard's ratings are kept by a background pass: every page once, then only what
// changed and the pages its change touches, with the event loop free while it compares.

describe.each(engines)('city page ratings on %s', (engine) => {
  let t: TestDatabase;
  const rated = async () =>
    new Map((await listRatedCityPages(t.db)).map((p) => [`${p.serviceSlug}/${p.city.slug}`, p]));
  const setText = (service: string, city: string, intro: string, extra: object = {}) =>
    t.db
      .updateTable('city_pages')
      .set({ intro_paragraph: intro, updated_at: nowIso(), ...extra })
      .where('service_slug', '=', service)
      .where('city_slug', '=', city)
      .execute();

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
  });
  afterAll(() => t.drop());

  it('rates every page once, as the all-pairs comparison would, then only what changed', async () => {
    expect([...(await rated()).values()].every((page) => page.checking)).toBe(true);
    const first = await rateCityPages(t.db);
    const pages = await rated();
    expect(first).toMatchObject({ pages: pages.size, changed: pages.size, written: pages.size });
    expect([...pages.values()].some((page) => page.checking)).toBe(false);

    const cities = await t.db.selectFrom('cities').select(['slug', 'nearby_areas']).execute();
    const areas = new Map(cities.map((c) => [c.slug, c.nearby_areas]));
    // Every pair of one service's pages, measured exactly.
    const sets = new Map(
      [...pages.values()].map((page) => [
        page.id,
        shingles({
          ...page,
          key: page.id,
          group: page.serviceSlug,
          place: { city: page.city.name, state: page.city.state, areas: areas.get(page.city.slug) },
        }),
      ]),
    );
    for (const page of pages.values()) {
      const siblings = [...pages.values()].filter(
        (other) => other.serviceSlug === page.serviceSlug && other.id !== page.id,
      );
      const exact = Math.max(...siblings.map((o) => jaccard(sets.get(page.id)!, sets.get(o.id)!)));
      expect(page.similarity).toBeLessThanOrEqual(exact + 1e-9);
      expect(page.similarity >= NEAR_DUPLICATE).toBe(exact >= NEAR_DUPLICATE);
    }
    expect(await rateCityPages(t.db)).toMatchObject({ changed: 0, written: 0 });
  });

  it('keeps the rating of a page saved again with the same text, no longer being checked', async () => {
    const page = (await getCityPage(t.db, 'ppc', 'delhi'))!;
    await setText('ppc', 'delhi', page.introParagraph);
    expect((await rated()).get('ppc/delhi')!.checking).toBe(true);
    expect(await rateCityPages(t.db)).toMatchObject({ changed: 0, written: 1 });
    expect((await rated()).get('ppc/delhi')!.checking).toBe(false);
  });

  it('finds a copy with the names swapped, and lets its model go once it is rewritten', async () => {
    const model = (await getCityPage(t.db, 'seo', 'mumbai'))!;
    const swap = (text: string) => text.split('Mumbai').join('Pune');
    await setText('seo', 'pune', swap(model.introParagraph), {
      services_offered: JSON.stringify(
        model.servicesOffered.map((s) => ({
          title: swap(s.title),
          description: swap(s.description),
        })),
      ),
      faq_questions: JSON.stringify(model.faq.map((f) => swap(f.question))),
      faq_answers: JSON.stringify(model.faq.map((f) => swap(f.answer))),
    });
    expect((await rated()).get('seo/pune')!.checking).toBe(true);
    expect(await rateCityPages(t.db)).toMatchObject({ changed: 1 });
    let pages = await rated();
    expect(pages.get('seo/pune')).toMatchObject({ checking: false, state: 'thin' });
    expect(pages.get('seo/pune')!.similarity).toBeGreaterThanOrEqual(NEAR_DUPLICATE);
    expect(pages.get('seo/pune')!.closestCity?.slug).toBe('mumbai');
    // The model learns of its copy without being compared again from scratch.
    expect(pages.get('seo/mumbai')!.closestCity?.slug).toBe('pune');
    expect(pages.get('seo/mumbai')!.state).toBe('thin');

    const own = Array.from({ length: 200 }, (_, i) => `pune${i}`).join(' ');
    await setText('seo', 'pune', own);
    await rateCityPages(t.db);
    pages = await rated();
    expect(pages.get('seo/pune')!.similarity).toBeLessThan(NEAR_DUPLICATE);
    expect(pages.get('seo/mumbai')!.similarity).toBeLessThan(NEAR_DUPLICATE);
    expect(pages.get('seo/mumbai')!.state).toBe('published');
  });

  it('drops a deleted page’s rating and rates again the pages it was closest to', async () => {
    const pages = await rated();
    const leaning = [...pages.values()].find((page) => page.closestCity)!;
    const gone = pages.get(`${leaning.serviceSlug}/${leaning.closestCity!.slug}`)!;
    await t.db.deleteFrom('city_pages').where('id', '=', gone.id).execute();
    const pass = await rateCityPages(t.db);
    expect(pass.written).toBeGreaterThanOrEqual(2);
    const after = await rated();
    const again = after.get(`${leaning.serviceSlug}/${leaning.city.slug}`)!;
    expect(again.closestCity?.slug).not.toBe(gone.city.slug);
    const left = await t.db
      .selectFrom('city_page_ratings')
      .select('page_id')
      .where('page_id', '=', gone.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('answers requests while it compares 3,000 pages', async () => {
    await growCities(t.db, 500);
    const pass = rateCityPages(t.db);
    let answeredWhileComparing = 0;
    while (ratingPassPhase() !== null) {
      // A request arrives as I/O does: in a turn of the event loop of its own.
      await new Promise((resolve) => setImmediate(resolve));
      const page = await getCityPage(t.db, 'seo', 'mumbai');
      expect(page?.city.name).toBe('Mumbai');
      if (ratingPassPhase() === 'comparing') answeredWhileComparing++;
    }
    const done = await pass;
    expect(done.pages).toBeGreaterThanOrEqual(2900);
    expect(done.changed).toBeGreaterThanOrEqual(2800);
    expect(answeredWhileComparing).toBeGreaterThan(0);
  }, 120_000);
});
