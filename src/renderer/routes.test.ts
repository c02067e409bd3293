import { describe, expect, it } from 'vitest';

import { matchRoute } from './routes';

describe('matchRoute', () => {
  it('gives a service-in-city path its parameters, decoded', () => {
    expect(matchRoute('/services/seo/pune')?.params).toEqual({ service: 'seo', city: 'pune' });
    expect(matchRoute('/services/seo/navi%20mumbai')?.params.city).toBe('navi mumbai');
  });

  it('matches a fixed path only as it is written', () => {
    expect(matchRoute('/')?.params).toEqual({});
    expect(matchRoute('/services')?.params).toEqual({});
    expect(matchRoute('/services/seo')?.params).toEqual({ service: 'seo' });
  });

  it("draws a list page's state from its query, with the default of each part not given", () => {
    const blog = (query: string) => matchRoute('/blog', new URLSearchParams(query));
    expect(blog('')).toMatchObject({ params: { category: 'all', page: '1' }, key: '/blog' });
    expect(blog('category=seo&page=2')).toMatchObject({
      params: { category: 'seo', page: '2' },
      key: '/blog?category=seo&page=2',
    });
    // Other parameters (a campaign's) name no other page.
    expect(blog('utm_source=news&page=3')?.key).toBe('/blog?page=3');
    expect(matchRoute('/author/asha', new URLSearchParams('tag=seo'))?.params).toEqual({
      slug: 'asha',
      tag: 'seo',
      page: '1',
    });
  });

  it('renders the pages of one request with their query, the parameters not given left out', () => {
    const booking = matchRoute('/book-a-call', new URLSearchParams('day=2026-12-01&utm_x=1'));
    expect(booking).toMatchObject({ perRequest: true, params: { day: '2026-12-01' } });
    expect(Object.keys(booking!.params)).toEqual(['day']);
    expect(matchRoute('/quote/abc', new URLSearchParams('problem=expired'))?.params).toEqual({
      token: 'abc',
      problem: 'expired',
    });
    expect(matchRoute('/services/seo')?.perRequest).toBe(false);
  });

  it("matches no page for any other path (the site's 404)", () => {
    for (const path of [
      '/book-a-call/',
      '/services/seo/pune/more',
      '/services//pune',
      '/blog/seo/pune/x',
      '/blog/feed.xml',
      '/services/seo/%E0%A4',
    ])
      expect(matchRoute(path), path).toBeUndefined();
  });
});
