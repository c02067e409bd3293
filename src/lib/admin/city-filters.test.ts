import { describe, expect, it } from 'vitest';

import { cityMatches, cityQueryString, parseCityQuery } from './city-filters';

const pune = { name: 'Pune', state: 'Maharashtra', slug: 'pune', featured: false };

describe('parseCityQuery', () => {
  it('reads the filters and leaves out what is malformed', () => {
    expect(
      parseCityQuery({
        q: ' pune ',
        state: 'Maharashtra',
        home: 'featured',
        pages: 'thin',
        page: '3',
      }),
    ).toEqual({ q: 'pune', state: 'Maharashtra', home: 'featured', pages: 'thin', page: 3 });
    expect(parseCityQuery({ home: 'x', pages: 'gone', page: '-1', q: '' })).toEqual({ page: 1 });
  });

  it('writes them back into an address, the first page without a number', () => {
    const query = parseCityQuery({ q: 'new delhi', pages: 'fallback' });
    expect(cityQueryString(query, 1)).toBe('?q=new+delhi&pages=fallback');
    expect(cityQueryString(query, 2)).toBe('?q=new+delhi&pages=fallback&page=2');
  });
});

describe('cityMatches', () => {
  it('keeps a city every word of the search finds, in its state, with a page in the state asked', () => {
    const query = (params: Record<string, string>) => parseCityQuery(params);
    expect(cityMatches(pune, ['published'], query({ q: 'PUNE maha' }))).toBe(true);
    expect(cityMatches(pune, ['published'], query({ q: 'pune gujarat' }))).toBe(false);
    expect(cityMatches(pune, ['published'], query({ state: 'Gujarat' }))).toBe(false);
    expect(cityMatches(pune, ['published'], query({ home: 'featured' }))).toBe(false);
    expect(cityMatches(pune, ['published', 'fallback'], query({ pages: 'fallback' }))).toBe(true);
    expect(cityMatches(pune, ['published'], query({ pages: 'thin' }))).toBe(false);
  });
});
