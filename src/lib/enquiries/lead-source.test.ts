import { describe, expect, it } from 'vitest';

import { landingPathOf, leadSourceOf } from './lead-source';

describe('lead source', () => {
  it('prefers utm_source, then the referrer host, then direct', () => {
    expect(leadSourceOf({ utm_source: ' Google ' }, 'https://www.bing.com/search')).toBe('google');
    expect(leadSourceOf({}, 'https://www.bing.com/search?q=seo')).toBe('bing.com');
    expect(leadSourceOf(undefined, 'not a url')).toBe('direct');
    expect(leadSourceOf(undefined, undefined)).toBe('direct');
  });

  it('keeps the path of the page the form was sent from', () => {
    expect(landingPathOf('https://example.in/services/local-seo/pune?utm_source=x')).toBe(
      '/services/local-seo/pune',
    );
    expect(landingPathOf('/contact')).toBe('/contact');
    expect(landingPathOf(undefined)).toBeNull();
  });
});
