import { describe, expect, it } from 'vitest';

import { isActivePath } from './navigation';

describe('isActivePath', () => {
  it('highlights Home only on the home page', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/blog', '/')).toBe(false);
  });
  it('highlights a section on its pages', () => {
    expect(isActivePath('/services/seo/mumbai', '/services')).toBe(true);
    expect(isActivePath('/blog', '/blog')).toBe(true);
    expect(isActivePath('/blogger', '/blog')).toBe(false);
  });
});
