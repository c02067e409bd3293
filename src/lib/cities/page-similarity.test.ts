import { describe, expect, it } from 'vitest';

import { closestSiblings, type SimilarityPage } from './page-similarity';

const page = (key: string, city: string, intro: string, group = 'seo'): SimilarityPage => ({
  key,
  group,
  place: { city, state: 'Maharashtra' },
  introParagraph: intro,
  servicesOffered: [],
  faq: [],
});

const text = (city: string) =>
  `Businesses in ${city} compete for the same customers every day, and search decides who gets the call. We audit your site, fix what slows it down, write the pages ${city} buyers look for and report every month in plain words.`;

describe('closestSiblings', () => {
  it('finds a page whose only difference is the city’s name to be the same text', () => {
    const closest = closestSiblings([
      page('a', 'Pune', text('Pune')),
      page('b', 'Nashik', text('Nashik')),
    ]);
    expect(closest.get('a')).toEqual({ similarity: 1, key: 'b' });
  });

  it('finds rewritten pages apart, and compares a page only with its own service’s', () => {
    const own =
      'Pune’s IT parks in Hinjewadi and Kharadi hire fast, and the firms around them sell to engineers who research every purchase on their phones before they call anyone at all.';
    const closest = closestSiblings([
      page('a', 'Pune', own),
      page('b', 'Nashik', text('Nashik')),
      page('c', 'Nagpur', text('Nagpur'), 'ppc'),
    ]);
    expect(closest.get('a')!.similarity).toBeLessThan(0.1);
    expect(closest.get('b')!.key).toBe('a');
    expect(closest.has('c')).toBe(false);
  });
});
