import { describe, expect, it } from 'vitest';

import { closestSiblings, NEAR_DUPLICATE } from '@/lib/cities/page-similarity';

import { buildCityPageSeeds } from './city-pages';

// The seeded city pages are written from one pattern per service, with each city's own districts,
// industries and buyers: close to their siblings, but each its own (lib/cities/page-similarity.ts).
describe('the seeded city pages', () => {
  it('finds every seeded city page below the near-duplicate line', () => {
    const seeds = buildCityPageSeeds();
    const closest = closestSiblings(
      seeds.map((seed) => ({
        key: `${seed.service_slug}/${seed.city_slug}`,
        group: seed.service_slug,
        place: { city: seed.city, state: seed.state },
        introParagraph: seed.intro_paragraph,
        servicesOffered: seed.services_offered,
        faq: seed.faq_questions.map((question, i) => ({ question, answer: seed.faq_answers[i]! })),
      })),
    );
    const highest = Math.max(...[...closest.values()].map((c) => c.similarity));
    expect(highest).toBeGreaterThan(0.5);
    expect(highest).toBeLessThan(NEAR_DUPLICATE);
  });
});
