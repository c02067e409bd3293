import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { canonicalPath } from './canonical-path';

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/Privacy-Policy', '/privacy-policy'],
    ['/privacy-policy/', '/privacy-policy'],
    ['/blog//seo-tips///', '/blog/seo-tips'],
    ['/SERVICES/SEO/Mumbai/', '/services/seo/mumbai'],
    ['//', '/'],
    ['/%E0%A4%B9', '/%E0%A4%B9'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });

  it('is idempotent, so a redirect never loops', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const once = canonicalPath(path.startsWith('/') ? path : `/${path}`);
        expect(canonicalPath(once)).toBe(once);
      }),
    );
  });
});
