import { describe, expect, it } from 'vitest';

import { matchRoute } from './routes';

describe('matchRoute', () => {
  it('gives a service-in-city path its parameters, decoded', () => {
    expect(matchRoute('/services/seo/pune')?.params).toEqual({ service: 'seo', city: 'pune' });
    expect(matchRoute('/services/seo/navi%20mumbai')?.params.city).toBe('navi mumbai');
  });

  it('leaves every other path to Next.js', () => {
    for (const path of [
      '/',
      '/services',
      '/services/seo',
      '/services/seo/pune/more',
      '/services//pune',
      '/blog/seo/pune',
      '/services/seo/%E0%A4',
    ])
      expect(matchRoute(path), path).toBeUndefined();
  });
});
