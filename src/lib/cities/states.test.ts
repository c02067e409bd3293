import { describe, expect, it } from 'vitest';

import { DESCRIPTION_MAX, DESCRIPTION_MIN } from '../seo/metadata';
import { groupByState, stateDescription, stateSlug } from './states';

describe('groupByState', () => {
  it('groups the cities by state, both by name, with each state’s address', () => {
    const groups = groupByState([
      { name: 'Pune', state: 'Maharashtra' },
      { name: 'Chennai', state: 'Tamil Nadu' },
      { name: 'Mumbai', state: 'Maharashtra' },
    ]);
    expect(groups.map((g) => [g.state, g.slug, g.cities.map((c) => c.name)])).toEqual([
      ['Maharashtra', 'maharashtra', ['Mumbai', 'Pune']],
      ['Tamil Nadu', 'tamil-nadu', ['Chennai']],
    ]);
    expect(stateSlug('Jammu & Kashmir')).toBe('jammu-and-kashmir');
  });
});

describe('stateDescription', () => {
  it('names the cities as far as they fit, and says how many more', () => {
    const names = Array.from({ length: 60 }, (_, n) => `Town ${n + 1}`);
    const text = stateDescription('Uttar Pradesh', names);
    expect(text).toMatch(
      /^SEO, PPC, content and site speed services for businesses in Uttar Pradesh: Town 1, Town 2, .* and \d+ more cities\.$/,
    );
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });

  it('stays within a search result’s limits for one city or a long state name', () => {
    for (const [state, names] of [
      ['Goa', ['Panaji']],
      ['Dadra and Nagar Haveli and Daman and Diu', ['Silvassa', 'Daman', 'Diu']],
    ] as const) {
      const text = stateDescription(state, names);
      expect(text.length, text).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
      expect(text.length, text).toBeLessThanOrEqual(DESCRIPTION_MAX);
    }
  });
});
