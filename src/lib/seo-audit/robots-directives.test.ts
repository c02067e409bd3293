import { describe, expect, it } from 'vitest';

import { googleNoindexReason, headerDirectivesForGoogle } from './robots-directives';

const page = (signals: Partial<Parameters<typeof googleNoindexReason>[0]>) => ({
  robotsMeta: '',
  googlebotMeta: '',
  xRobotsTag: '',
  ...signals,
});

describe('what keeps a page out of Google', () => {
  it('reads the robots and googlebot meta tags, noindex or none', () => {
    expect(googleNoindexReason(page({ robotsMeta: 'index, follow' }))).toBeNull();
    expect(googleNoindexReason(page({ robotsMeta: 'NOINDEX, follow' }))).toBe(
      'has a robots meta noindex',
    );
    expect(googleNoindexReason(page({ robotsMeta: 'none' }))).toBe('has a robots meta noindex');
    expect(googleNoindexReason(page({ googlebotMeta: 'noindex' }))).toBe(
      'has a googlebot meta noindex',
    );
  });

  it('reads X-Robots-Tag for every crawler and for Googlebot, not for another crawler', () => {
    expect(googleNoindexReason(page({ xRobotsTag: 'noindex' }))).toBe(
      'sends X-Robots-Tag: noindex',
    );
    expect(googleNoindexReason(page({ xRobotsTag: 'googlebot: noindex, nofollow' }))).toBe(
      'sends X-Robots-Tag: googlebot: noindex, nofollow',
    );
    expect(googleNoindexReason(page({ xRobotsTag: 'otherbot: noindex' }))).toBeNull();
    expect(googleNoindexReason(page({ xRobotsTag: 'unavailable_after: 2030-01-01' }))).toBeNull();
  });

  it('keeps each directive with the crawler it was written for', () => {
    expect(headerDirectivesForGoogle('max-snippet: 20, otherbot: noindex')).toEqual([
      'max-snippet: 20',
    ]);
    expect(headerDirectivesForGoogle('otherbot: noindex, googlebot: none')).toEqual(['none']);
  });
});
