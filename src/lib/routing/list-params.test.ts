import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { blogListCrumbs, listPageRedirect } from './list-params';

const redirect = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return listPageRedirect(parsed.pathname, parsed.searchParams);
};

describe('listPageRedirect', () => {
  it.each([
    ['/blog', null],
    ['/blog?category=seo', null],
    ['/blog?category=seo&page=2', null],
    ['/blog?page=2&category=seo', null],
    ['/blog?page=3', null],
    ['/blog?utm_source=x', null],
    ['/blog?category=SEO', '/blog?category=seo'],
    ['/blog?category=all', '/blog'],
    ['/blog?category=cooking', '/blog'],
    ['/blog?page=1', '/blog'],
    ['/blog?page=abc', '/blog'],
    ['/blog?page=-2&category=analytics', '/blog?category=analytics'],
    ['/blog?page=02', '/blog'],
    ['/blog?page=9999999', '/blog'],
    ['/author/priya-sharma', null],
    ['/author/priya-sharma?tag=local-seo&page=2', null],
    ['/author/priya-sharma?tag=Local-SEO', '/author/priya-sharma?tag=local-seo'],
    ['/author/priya-sharma?tag=%3Cscript%3E', '/author/priya-sharma'],
    ['/blog/some-post', null],
    ['/services', null],
  ])('%s', (url, expected) => {
    expect(redirect(url)).toEqual(expected);
  });

  it('never crashes, and every redirect lands on a canonical URL', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/blog', '/author/priya-sharma'),
        fc.dictionary(fc.constantFrom('category', 'tag', 'page', 'utm_source'), fc.string(), {
          maxKeys: 3,
        }),
        (path, params) => {
          const first = listPageRedirect(path, new URLSearchParams(params));
          if (first) expect(redirect(first)).toBeNull();
        },
      ),
    );
  });
});

describe('blogListCrumbs', () => {
  it("ends a category's trail at the category's hub, the blog's at the blog", () => {
    expect(blogListCrumbs({ slug: 'local-seo', name: 'Local SEO' })).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Blog', path: '/blog' },
      { label: 'Local SEO', path: '/blog?category=local-seo' },
    ]);
    expect(blogListCrumbs({ slug: 'all', name: 'All' }).at(-1)).toEqual({
      label: 'Blog',
      path: '/blog',
    });
  });
});
